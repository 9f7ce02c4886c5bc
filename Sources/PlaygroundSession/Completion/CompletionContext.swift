/// Everything Tab completion knows about a session, as a value: the snapshot the line editor's
/// thread completes from without touching the main actor, where the session lives.
///
/// ``Playground/completionContext`` builds one (see ``LessonSession/completionContext(steps:position:)``); the shell takes a fresh one before each prompt.
/// ``completions(for:)`` is then a pure function of the typed line and this value.
public struct CompletionContext: Sendable {
  /// A dependency the learner can switch, with its modes.
  struct Dependency: Sendable {
    let name: String
    let modes: [String]
  }

  /// Durations `advance` offers besides the time to the next wake-up.
  static let sampleDurations = ["1s", "5s", "1m", "1h"]

  let lessonIDs: [String]
  /// The feature's action types, with the top-most feature's actions as ``ActionSchema/topMost``
  /// when something is pushed or presented.
  let actions: ActionSchema
  /// Values that exist only now, such as stack element ids, by the payload type they are
  /// typed as (see ``LiveValueContainer``).
  let liveValues: [TypeKey: [String]]
  /// The feature's state properties, for `state PATH`.
  let state: FieldTree
  /// The `@Shared` fields `bind PATH` can write, in the feature's state, and in the top-most
  /// screen's when something is pushed or presented.
  let bindPaths: FieldTree
  let topMostBindPaths: FieldTree?
  let dependencies: [Dependency]
  /// For `advance`: the time to the next wake-up first, when there is one, then the samples.
  let durations: [String]
  /// For `goto`: every step it can reach, `0` (the start) to the last remembered.
  let gotoSteps: [String]
  /// For `undo`: how many steps it can go back, from 1.
  let undoCounts: [String]

  init(
    lessonIDs: [String],
    actions: ActionSchema,
    topMost: TopMostFeature?,
    state: Any,
    dependencies: [DependencyOption],
    timeToNextWakeUp: Duration?,
    steps: Int,
    position: Int
  ) {
    let reflection = StateReflection(state)
    self.lessonIDs = lessonIDs
    self.actions = (topMost?.actionType).map(actions.describingTopMost(as:)) ?? actions
    self.bindPaths = FieldTree(paths: SharedBinding.paths(in: state))
    self.topMostBindPaths = topMost.map { FieldTree(paths: SharedBinding.paths(in: $0.state)) }
    self.liveValues = reflection.liveValues
    self.state = reflection.fields
    self.dependencies = dependencies.map { Dependency(name: $0.name, modes: $0.modes.map(\.name)) }
    let next = timeToNextWakeUp.map { [$0.playgroundDescription] } ?? []
    self.durations = next + Self.sampleDurations.filter { !next.contains($0) }
    self.gotoSteps = (0...steps).map(String.init)
    self.undoCounts = position == 0 ? [] : (1...position).map(String.init)
  }
}
