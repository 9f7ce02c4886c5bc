import ComposableArchitecture
import PlaygroundSession

extension Lesson {
  static let cancellation = Lesson(
    id: "cancellation",
    title: "Effects: Cancellation",
    summary: "cancelling an in-flight request with an enum cancel id",
    dependencies: [
      DependencyOption(
        "factClient",
        modes: [
          .init("live", "answers after 1s on the virtual clock") { $0.factClient = .liveValue },
          .init("slow", "answers after 5s") { $0.factClient = .answering(after: .seconds(5)) },
          .init("failing", "throws after 1s") { $0.factClient = .failing },
          .init("never", "never answers") { $0.factClient = .never },
        ]
      )
    ],
    errors: [TypeableError(example: FactClient.Failure())],
    uses: ["continuousClock"],
    tutorial: .embedded("cancellation"),
    initialState: { EffectsCancellation.State() },
    reducer: { EffectsCancellation() }
  )
}

extension FactClient {
  /// The error the `failing` mode throws.
  struct Failure: Error, Equatable, Decodable {
    var message = "Could not load a fact."
  }

  /// Throws after 1s on the injected clock.
  static let failing = Self(
    fetch: { _ in
      @Dependency(\.continuousClock) var clock
      try await clock.sleep(for: .seconds(1))
      throw Failure()
    }
  )

  /// Never answers; only cancellation ends it.
  static let never = Self(fetch: { _ in try await Task.never() })
}
