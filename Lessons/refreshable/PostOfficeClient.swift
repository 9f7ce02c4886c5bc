import ComposableArchitecture

/// The post office's server: the letters that came after the first `seen` ones, oldest first.
///
/// The live value is a sorting office simulated on the injected clock: it answers after a
/// second, with at most two letters a time from ``deliveries``, and none once they are out.
@DependencyClient
struct PostOfficeClient {
  var lettersAfter: @Sendable (_ seen: Int) async throws -> [String]
}

extension DependencyValues {
  var postOffice: PostOfficeClient {
    get { self[PostOfficeClient.self] }
    set { self[PostOfficeClient.self] = newValue }
  }
}

extension PostOfficeClient: DependencyKey {
  static let liveValue = Self.answering(after: .seconds(1))

  /// Unimplemented: a test that refreshes without overriding `lettersAfter` fails.
  static let testValue = Self()

  /// Everything the simulated post office will ever deliver, in order.
  static let deliveries = [
    "Seed catalogue for the spring",
    "Library: two books due on Friday",
    "Postcard from Lisbon",
    "Water bill for March",
    "Invitation to the allotment open day",
  ]

  /// Answers after `delay` on the injected clock with the next two letters after `seen`.
  static func answering(after delay: Duration) -> Self {
    Self(
      lettersAfter: { seen in
        @Dependency(\.continuousClock) var clock
        try await clock.sleep(for: delay)
        return Array(deliveries.dropFirst(seen).prefix(2))
      }
    )
  }

  /// Fails a second after it is asked.
  static let unreachable = Self(
    lettersAfter: { _ in
      @Dependency(\.continuousClock) var clock
      try await clock.sleep(for: .seconds(1))
      throw PostOfficeError()
    }
  )
}

/// What the post office's client throws when the server does not answer.
struct PostOfficeError: Error, Equatable, Decodable {
  var message = "The sorting office is closed."
}
