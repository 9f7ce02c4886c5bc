import ComposableArchitecture

/// Builds the host for a lesson's feature, once the lesson has opened it with its types: the
/// one place the engine learns a feature's `State` and `Action`.
@MainActor
struct HostOpener: FeatureOpener {
  let lesson: Lesson
  let environment: HostEnvironment
  typealias Opened = any LessonHost

  func open<R: Reducer>(
    initialState: @escaping @Sendable () -> R.State,
    reducer: @escaping @Sendable () -> R
  ) -> any LessonHost where R.State: Equatable, R.Action: CaseReflectable {
    LoadedLesson(lesson: lesson, environment: environment, initialState: initialState, reducer: reducer)
  }
}
