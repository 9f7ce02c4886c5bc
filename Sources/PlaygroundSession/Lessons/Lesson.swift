import ComposableArchitecture

/// A lesson as the session sees it: its id and title, its feature, and the dependency modes
/// the shell can switch between. The `Lessons` module registers one per lesson folder.
public struct Lesson: Sendable {
  public let id: String
  public let title: String
  /// One line for `lessons`.
  public let summary: String
  /// Dependencies the learner can switch with `dependency NAME MODE`.
  public let dependencies: [DependencyOption]
  let makeHost: @MainActor @Sendable (Lesson, HostEnvironment) -> any LessonHost

  /// - Parameters:
  ///   - initialState: The feature's state when the lesson starts and on `reset`.
  ///   - reducer: The feature.
  public init<R: Reducer>(
    id: String,
    title: String,
    summary: String,
    dependencies: [DependencyOption] = [],
    initialState: @escaping @Sendable () -> R.State,
    reducer: @escaping @Sendable () -> R
  ) where R.Action: CaseReflectable {
    self.id = id
    self.title = title
    self.summary = summary
    self.dependencies = dependencies
    self.makeHost = { lesson, environment in
      FeatureHost(lesson: lesson, environment: environment, initialState: initialState, reducer: reducer)
    }
  }
}
