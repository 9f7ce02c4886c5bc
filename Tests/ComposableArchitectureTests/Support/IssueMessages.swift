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
