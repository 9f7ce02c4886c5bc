/// The session's settings, changed with `set NAME VALUE`. They last for the session: `load`
/// and `reset` keep them, a new session starts from the defaults.
@MainActor
package final class SessionSettings {
  /// What `advance` and `run` print past ``ReceivedActionBudget/perCommand`` received actions.
  package enum LongRuns: String, CaseIterable, Sendable {
    /// One summary line and the net diff.
    case summary
    /// Every action and its diff.
    case all
  }

  /// The layout of each change.
  package enum PrintChanges: String, CaseIterable, Sendable {
    /// A sent action's diff alone; `received action:` and the action before a received one's.
    case shell
    /// Exactly TCA's `_printChanges()`: `received action:` and the action before every diff,
    /// sent actions too, and a blank line after each.
    case tca
  }

  package var longRuns = LongRuns.summary
  package var printChanges = PrintChanges.shell

  package init() {}
}

/// One setting as `set` lists, parses and completes it.
package struct Setting: Sendable {
  package let name: String
  /// The values in the order `set` lists them; the first is the default.
  package let values: [(name: String, meaning: String)]
  package let read: @MainActor @Sendable (SessionSettings) -> String
  /// Sets the value; `value` is one of ``values``.
  package let write: @MainActor @Sendable (SessionSettings, String) -> Void

  /// Every setting, in the order `set` lists them.
  package static let all: [Setting] = [
    Setting(
      "long-runs",
      [
        .summary: "past \(ReceivedActionBudget.perCommand) received actions, advance and run print one summary line and the net diff",
        .all: "advance and run print every received action and its diff",
      ],
      read: { $0.longRuns }, write: { $0.longRuns = $1 }
    ),
    Setting(
      "print-changes",
      [
        .shell: "a sent action prints its diff alone, a received one 'received action:', the action and the diff",
        .tca: "every action, sent ones too, prints as TCA's _printChanges() does, with a blank line after",
      ],
      read: { $0.printChanges }, write: { $0.printChanges = $1 }
    ),
  ]

  package static var names: [String] { all.map(\.name) }

  package static func named(_ name: String) -> Setting? {
    all.first { $0.name == name }
  }

  private init<Value: RawRepresentable<String> & CaseIterable & Hashable & Sendable>(
    _ name: String,
    _ meanings: [Value: String],
    read: @escaping @MainActor @Sendable (SessionSettings) -> Value,
    write: @escaping @MainActor @Sendable (SessionSettings, Value) -> Void
  ) {
    self.name = name
    self.values = Value.allCases.map { ($0.rawValue, meanings[$0] ?? "") }
    self.read = { read($0).rawValue }
    self.write = { settings, value in
      if let value = Value(rawValue: value) { write(settings, value) }
    }
  }
}
