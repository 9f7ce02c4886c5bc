import ComposableArchitecture

/// Received actions a command did not print one by one, past its ``ReceivedActionBudget``:
/// counted per case, with the virtual time they span and the state before the first, so that
/// one summary line and one net diff stand for all of them.
///
/// Adding an action costs a case path and a count, never a dump or a diff. A class: an optional
/// struct of a generic type, changed in place, has its type looked up at every action.
final class CollapsedActions<State> {
  /// The state before the first of them.
  let stateBefore: State
  /// The state after the last of them.
  private(set) var stateAfter: State
  /// Keeps the values from before the first action of the `@Shared` references they changed,
  /// since `stateBefore` points at the same references as the state now.
  let sharedValuesBefore = SharedChangeTracker()
  /// Whether the state can hold `@Shared` references, whose earlier values need keeping.
  private let holdsReferences = !_isPOD(State.self)
  private let firstTime: Duration
  private var lastTime: Duration
  private var count = 0
  /// Per case path, in the order they first came.
  private var counts: [(casePath: String, count: Int)] = []

  init(stateBefore: State, at time: Duration) {
    self.stateBefore = stateBefore
    self.stateAfter = stateBefore
    self.firstTime = time
    self.lastTime = time
  }

  /// Counts an action that changed the state to `state`. Called inside `_printChanges`, where a
  /// `@Shared` value it changed still reads as it was before it.
  func add(casePath: String, at time: Duration, stateAfter state: State) {
    if holdsReferences { sharedValuesBefore.keepValuesBeforeCurrentChange() }
    stateAfter = state
    count += 1
    lastTime = time
    if let index = counts.firstIndex(where: { $0.casePath == casePath }) {
      counts[index].count += 1
    } else {
      counts.append((casePath, 1))
    }
  }

  /// `… 86,380 more received actions from 21s to 86400s of virtual time: .timerTicked × 86,380`
  var summary: String {
    let actions = count == 1 ? "1 more received action" : "\(count.grouped) more received actions"
    let time =
      firstTime == lastTime
      ? "at \(firstTime.playgroundDescription)"
      : "from \(firstTime.playgroundDescription) to \(lastTime.playgroundDescription)"
    let cases = counts.map { "\($0.casePath) × \($0.count.grouped)" }.joined(separator: ", ")
    return "… \(actions) \(time) of virtual time: \(cases)"
  }
}
