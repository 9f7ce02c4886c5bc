import ComposableArchitecture

/// What the engine implements to build its host for a lesson: a ``Lesson`` keeps its feature
/// type-erased, and ``Lesson/open(with:)`` calls this with the feature's types.
@MainActor
package protocol FeatureOpener {
  associatedtype Opened
  func open<R: Reducer>(
    initialState: @escaping @Sendable () -> R.State,
    reducer: @escaping @Sendable () -> R
  ) -> Opened where R.State: Equatable, R.Action: CaseReflectable
}

/// A lesson's feature with its types hidden, until an opener asks for them.
protocol ErasedFeature: Sendable {
  @MainActor func open<Opener: FeatureOpener>(with opener: Opener) -> Opener.Opened
}

struct TypedFeature<R: Reducer>: ErasedFeature where R.State: Equatable, R.Action: CaseReflectable {
  let initialState: @Sendable () -> R.State
  let reducer: @Sendable () -> R

  @MainActor func open<Opener: FeatureOpener>(with opener: Opener) -> Opener.Opened {
    opener.open(initialState: initialState, reducer: reducer)
  }
}
