import ComposableArchitecture
import LessonRegistry

extension Lesson {
  static func cancellation(_ folder: LessonFolder) -> Lesson {
    Lesson(
      id: folder.id,
      title: "Effects: Cancellation",
      summary: "cancelling an in-flight request with an enum cancel id",
      dependencies: [.factClient],
      errors: [TypeableError(example: FactError(), declaredByExport: true)],
      uses: ["continuousClock"],
      tutorial: folder.tutorial,
      initialState: { EffectsCancellation.State() },
      reducer: { EffectsCancellation() }
    )
  }
}

extension DependencyOption {
  /// The `factClient` modes. Every lesson that fetches facts offers these. An export writes
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
