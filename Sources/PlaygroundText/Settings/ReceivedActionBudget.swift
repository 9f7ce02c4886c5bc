/// How many received actions the current command still prints in full, each with its diff.
///
/// A command prints its first ``perCommand`` received actions; past them the change printer
/// collapses the rest into one summary line and the net diff, so `advance 24h` on a timer
/// prints a screenful rather than 86,400 diffs and costs no diff per action. `advance --each`
/// and `set long-runs all` print every one.
@MainActor
package final class ReceivedActionBudget {
  /// The received actions a command prints in full before it summarises the rest.
  nonisolated package static let perCommand = 20

  /// `nil`: no limit for this command.
  private var remaining: Int? = perCommand

  package init() {}

  /// Starts a command's budget afresh.
  package func startCommand(printingEach: Bool) {
    remaining = printingEach ? nil : Self.perCommand
  }

  /// Lifts the limit for the rest of the command: `advance --each`.
  package func printEach() {
    remaining = nil
  }

  /// Takes one received action from the budget: whether it prints in full.
  package func spend() -> Bool {
    guard let left = remaining else { return true }
    guard left > 0 else { return false }
    remaining = left - 1
    return true
  }
}
