/// The actions effects sent back that the test has not received yet, each with the state it
/// left the feature in, oldest first.
///
/// Receiving takes from the front; a non-exhaustive receive may first drop what comes before
/// the action it looks for, and a skip drops everything. Either way the test's view of the
/// state moves to the state after the last action taken.
struct ReceivedActions<Action, State> {
  private var entries: [(action: Action, state: State)] = []

  var isEmpty: Bool { entries.isEmpty }

  /// The actions alone, oldest first.
  var actions: [Action] { entries.map(\.action) }

  func contains(where isMatching: (Action) -> Bool) -> Bool {
    entries.contains { isMatching($0.action) }
  }

  mutating func append(_ action: Action, leaving state: State) {
    entries.append((action, state))
  }

  /// Takes the oldest action.
  mutating func takeFirst() -> (action: Action, state: State)? {
    entries.isEmpty ? nil : entries.removeFirst()
  }

  /// Drops the actions before the first one that matches, and returns them with the state the
  /// last of them left; nothing when the first action matches.
  mutating func dropUntil(
    _ isMatching: (Action) -> Bool
  ) -> (actions: [Action], state: State)? {
    let count = entries.firstIndex { isMatching($0.action) } ?? entries.count
    guard count > 0 else { return nil }
    let dropped = entries.prefix(count)
    entries.removeFirst(count)
    return (dropped.map(\.action), dropped[dropped.endIndex - 1].state)
  }

  /// Drops every action, returning them with the state the last one left.
  mutating func dropAll() -> (actions: [Action], state: State)? {
    dropUntil { _ in false }
  }
}
