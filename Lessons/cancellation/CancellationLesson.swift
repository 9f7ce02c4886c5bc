import ComposableArchitecture
import LessonRegistry

extension Lesson {
  static func cancellation(_ folder: LessonFolder) -> Lesson {
    Lesson(
      id: folder.id,
      title: "Effects: Cancellation",
      summary: "cancelling an in-flight request with an enum cancel id",
      dependencies: [.factClient],
      errors: [TypeableError(example: FactClient.Failure())],
      uses: ["continuousClock"],
      tutorial: folder.tutorial,
      initialState: { EffectsCancellation.State() },
      reducer: { EffectsCancellation() }
    )
  }
}

extension DependencyOption {
  /// The fact client's modes, for every lesson whose feature asks for a fact: each is the
  /// override a TCA test writes in `withDependencies`, and `dependency` shows it as written here.
  static let factClient = DependencyOption(
    "factClient",
    modes: [
      .init("live", "answers after 1s on the virtual clock", override: "$0.factClient = .liveValue") {
        $0.factClient = .liveValue
      },
      .init("slow", "answers after 5s", override: "$0.factClient = .answering(after: .seconds(5))") {
        $0.factClient = .answering(after: .seconds(5))
      },
      .init(
        "failing", "throws after 1s",
        override: "$0.factClient.fetch = { _ in try await clock.sleep(for: .seconds(1)); throw FactClient.Failure() }"
      ) {
        $0.factClient.fetch = { _ in try await clock.sleep(for: .seconds(1)); throw FactClient.Failure() }
      },
      .init("never", "never answers", override: "$0.factClient.fetch = { _ in try await Task.never() }") {
        $0.factClient.fetch = { _ in try await Task.never() }
      },
    ]
  )
}

/// The session's virtual clock, which the overrides above sleep on, as a test's closures sleep
/// on its `TestClock`.
private var clock: any Clock<Duration> {
  @Dependency(\.continuousClock) var clock
  return clock
}

extension FactClient {
  /// The error the `failing` mode throws.
  struct Failure: Error, Equatable, Decodable {
    var message = "Could not load a fact."
  }

  /// Throws after 1s on the injected clock: the `failing` mode, as a value for tests.
  static let failing = Self(
    fetch: { _ in
      try await clock.sleep(for: .seconds(1))
      throw Failure()
    }
  )

  /// Never answers; only cancellation ends it: the `never` mode, as a value for tests.
  static let never = Self(fetch: { _ in try await Task.never() })
}
