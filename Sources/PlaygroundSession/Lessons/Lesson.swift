import ComposableArchitecture

/// A lesson as the session sees it: its id and title, its feature, the dependency modes the
/// shell can switch between, and its guided tutorial. The `Lessons` module registers one per
/// lesson folder.
public struct Lesson: Sendable {
  public let id: String
  public let title: String
  /// One line for `lessons`.
  public let summary: String
  /// Dependencies the learner can switch with `dependency NAME MODE`.
  public let dependencies: [DependencyOption]
  /// The guided tutorial `learn` runs, read from the lesson's `Tutorial.md` when the lesson
  /// is registered; a script with a mistake is kept as the error `learn` prints. `nil` when
  /// the lesson has no tutorial.
  public let tutorial: Result<Tutorial, TutorialScriptError>?
  let makeHost: @MainActor @Sendable (Lesson, HostEnvironment) -> any LessonHost

  /// - Parameters:
  ///   - tutorial: The tutorial script and the Swift files it shows, as the `Lessons` module
  ///     embeds them: `.embedded("counter")`.
  ///   - initialState: The feature's state when the lesson starts and on `reset`.
  ///   - reducer: The feature.
  public init<R: Reducer>(
    id: String,
    title: String,
    summary: String,
    dependencies: [DependencyOption] = [],
    tutorial: TutorialFiles? = nil,
    initialState: @escaping @Sendable () -> R.State,
    reducer: @escaping @Sendable () -> R
  ) where R.Action: CaseReflectable {
    self.id = id
    self.title = title
    self.summary = summary
    self.dependencies = dependencies
    self.tutorial = tutorial.map { files in
      Result { () throws(TutorialScriptError) in try Tutorial(files) }
    }
    self.makeHost = { lesson, environment in
      FeatureHost(lesson: lesson, environment: environment, initialState: initialState, reducer: reducer)
    }
  }
}

extension Lesson {
  /// Whether the lesson has a tutorial whose script reads without a mistake.
  var hasWorkingTutorial: Bool {
    (try? tutorial?.get()) != nil
  }
}
