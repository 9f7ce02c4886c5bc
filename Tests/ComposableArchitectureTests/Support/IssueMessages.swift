import ComposableArchitecture

/// An `IssueReporter` that keeps the messages of reported issues instead of failing the test,
/// for `withIssueReporters([issues]) { … }`.
final class IssueMessages: IssueReporter {
  private let storage = LockIsolated<[String]>([])

  /// The messages reported so far, oldest first.
  var messages: [String] { storage.value }

  func reportIssue(
    _ message: @autoclosure () -> String?,
    severity: IssueSeverity,
    fileID: StaticString,
    filePath: StaticString,
    line: UInt,
    column: UInt
  ) {
    let text = message() ?? "<no message>"
    storage.withValue { $0.append(text) }
  }

  func reportIssue(
    _ error: any Error,
    _ message: @autoclosure () -> String?,
    fileID: StaticString,
    filePath: StaticString,
    line: UInt,
    column: UInt
  ) {
    let text = message() ?? "<no message>"
    storage.withValue { $0.append("\(text) (error: \(error))") }
  }
}

/// `message` with the line of each place it cites (`"Module/File.swift:42"`) written `LINE`,
/// for a message that cites where a test's feature wrote a reducer operator or an effect.
func elidingLines(_ message: String) -> String {
  message.replacing(#/\.swift:\d+"/#, with: ".swift:LINE\"")
}

/// The warning for an action sent to an element `forEach` does not hold, its line elided (see
/// ``elidingLines(_:)``): TCA's headline, then the playground's explanation, which names the
/// element a `row` of an identified array or a `screen` of a stack.
func missingElementWarning(file: String, action: String, element: String) -> String {
  """
  A "forEach" at "ComposableArchitectureTests/\(file):LINE" received an action for a missing \
  element.

    Action:
      \(action)

  No \(element) with this id was there, so the element's reducer could not run the action. \
  Either a reducer before this one removed the \(element) while handling the same action (put \
  the "forEach" first), or an effect of the \(element) outlived it (cancel the effect when the \
  \(element) goes), or the action named an id that was never there.
  """
}

/// The explanation under the `ifCaseLet` and `Scope` warnings, whose headlines are TCA's, for a
/// child whose parent state `stateType` held another case; `runner` is the reducer that could
/// not run the action.
func anotherCaseExplanation(_ stateType: String, runner: String) -> String {
  """
  "\(stateType)" held another case, so the \(runner) could not run the action. Three things lead \
  here. A reducer composed before this one set the child state to another case while handling \
  the same action: put the child's reducer first. An effect the child started kept running \
  after it went away and sent this: cancel that effect when the child goes. Or the action was \
  sent from outside while the child was gone: only send it while the child is there.
  """
}
