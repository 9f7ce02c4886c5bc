import ComposableArchitecture

/// Fetches a fact about a number.
///
/// TCA's case study asks numbersapi.com; the playground never needs the network, so the live
/// value waits a second on the injected clock, as a request would, and works the fact out
/// locally.
@DependencyClient
struct FactClient {
  var fetch: @Sendable (Int) async throws -> String
}

extension DependencyValues {
  var factClient: FactClient {
    get { self[FactClient.self] }
    set { self[FactClient.self] = newValue }
  }
}

extension FactClient: DependencyKey {
  static let liveValue = Self.answering(after: .seconds(1))

  /// Unimplemented: `@DependencyClient`'s `init()` makes every endpoint report an issue when
  /// called, so a test that uses the client without overriding `fetch` fails and says so.
  static let testValue = Self()

  /// Answers with a fact about the number after `delay` on the injected clock.
  static func answering(after delay: Duration) -> Self {
    Self(
      fetch: { number in
        @Dependency(\.continuousClock) var clock
        try await clock.sleep(for: delay)
        return NumberFact(number).description
      }
    )
  }
}
