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

/// TCA's warning for an action sent to an element `forEach` does not hold, its line elided (see
/// ``elidingLines(_:)``): the same for an identified array and a stack but for how a view
/// should send element actions.
func missingElementWarning(file: String, action: String, viewAdvice: String) -> String {
  """
  A "forEach" at "ComposableArchitectureTests/\(file):LINE" received an action for a missing \
  element.

    Action:
      \(action)

  This is generally considered an application logic error, and can happen for a few reasons:

  A parent reducer removed an element with this ID before this reducer ran. This reducer must \
  run before any other reducer removes an element, which ensures that element reducers can \
  handle their actions while their state is still available.

  An in-flight effect emitted this action when state contained no element at this ID. While it \
  may be perfectly reasonable to ignore this action, consider canceling the associated effect \
  before an element is removed, especially if it is a long-living effect.

  This action was sent to the store while its state contained no element at this ID. To fix \
  this make sure that actions for this reducer can only be sent from a store when its state \
  contains an element at this id. \(viewAdvice)
  """
}

/// The last two causes TCA's `ifCaseLet` and `Scope` warnings give for an action whose child
/// state is in another case; each warning's own text comes before it.
let anotherCaseCauses = """
  An in-flight effect emitted this action when child state was unavailable. While it may be \
  perfectly reasonable to ignore this action, consider canceling the associated effect before \
  child state changes to another case, especially if it is a long-living effect.

  This action was sent to the store while state was another case. Make sure that actions for \
  this reducer can only be sent from a store when state is set to the appropriate case. In \
  SwiftUI applications, use "SwitchStore".
  """
