import ComposableArchitecture
import LessonRegistry

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

extension DependencyOption {
  /// The `factClient` modes. The navigation stack's screen A fetches facts with it. An export writes
  /// `never` as its override, which TCA's case-study tests write too; the others are the
  /// playground's own, and an export overrides `fetch` with the answers the session got.
  static var factClient: DependencyOption {
    DependencyOption(
      "factClient",
      endpoints: [DependencyEndpoint("fetch", \.factClient.fetch, parameter: "number")],
      modes: [
        .init("live", "answers after 1s on the virtual clock") {
          $0.factClient = .liveValue
        },
        .init("slow", "answers after 5s") {
          $0.factClient = .answering(after: .seconds(5))
        },
        .init("failing", "throws after 1s") {
          $0.factClient = .failing
        },
        .init("never", "never answers", override: "$0.factClient.fetch = { _ in try await Task.never() }") {
          $0.factClient.fetch = { _ in try await Task.never() }
        },
      ]
    )
  }
}

/// The session's virtual clock, which the modes sleep on.
private var clock: any Clock<Duration> {
  @Dependency(\.continuousClock) var clock
  return clock
}

/// The error the `failing` mode throws. TCA's case study has none (its live client throws what
/// the network throws), so an exported test that throws it declares it, as TCA's tests
/// declare `struct FactError: Error {}`.
struct FactError: Error, Equatable, Decodable {
  var message = "Could not load a fact."
}

extension FactClient {
  /// Throws after 1s on the injected clock: the `failing` mode, as a value for tests.
  static let failing = Self(
    fetch: { _ in
      try await clock.sleep(for: .seconds(1))
      throw FactError()
    }
  )
}
