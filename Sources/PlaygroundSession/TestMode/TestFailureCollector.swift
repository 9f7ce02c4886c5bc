import ConcurrencyExtras
import IssueReporting
import PlaygroundText

/// Hears what a `TestStore` reports while a test-mode command runs, and prints it as a test
/// runner would: each failure whole, in TCA's words, with its diff; each expected issue (TCA's
/// "Skipped assertions.") as a known issue, which does not fail the test.
///
/// Runtime warnings from the feature during a test-mode command land here too: in a test,
/// they are failures.
final class TestFailureCollector: IssueReporter {
  private struct Report {
    let message: String
    let isKnown: Bool
  }

  private let reports = LockIsolated<[Report]>([])

  func reportIssue(
    _ message: @autoclosure () -> String?,
    severity: IssueSeverity,
    fileID: StaticString,
    filePath: StaticString,
    line: UInt,
    column: UInt
  ) {
    let text = IssueCollector.repositoryPaths(
      in: message() ?? "an issue was reported at \(fileID):\(line)", fileID: fileID, filePath: filePath
    )
    reports.withValue { $0.append(Report(message: text, isKnown: false)) }
  }

  func reportIssue(
    _ error: any Error,
    _ message: @autoclosure () -> String?,
    fileID: StaticString,
    filePath: StaticString,
    line: UInt,
    column: UInt
  ) {
    let text = [message(), "Caught error: \(error)"].compactMap(\.self).joined(separator: "\n\n")
    reports.withValue { $0.append(Report(message: text, isKnown: false)) }
  }

  /// A known issue, as the test store reports "Skipped assertions.": see
  /// `TestStore.reportKnownIssue`.
  func reportKnownIssue(_ message: String) {
    reports.withValue { $0.append(Report(message: message, isKnown: true)) }
  }

  func expectIssue(
    _ message: @autoclosure () -> String?,
    fileID: StaticString,
    filePath: StaticString,
    line: UInt,
    column: UInt
  ) {
    let text = message() ?? ""
    reports.withValue { $0.append(Report(message: text, isKnown: true)) }
  }

  /// Whether anything was reported since the last ``printPending(to:)``.
  var hasPending: Bool { reports.withValue { !$0.isEmpty } }

  /// Prints what was reported since the last call, oldest first, and returns how many were
  /// failures (known issues do not count).
  @MainActor
  @discardableResult
  func printPending(to output: Output) -> Int {
    let reports = reports.withValue { reports in
      defer { reports.removeAll() }
      return reports
    }
    for report in reports {
      var lines = report.message.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      // One line each, whatever the message holds: a stray carriage return must not move the
      // cursor over what was printed.
      lines = lines.map { $0.replacingOccurrences(of: "\r", with: "\\r") }
      let first = lines.first ?? ""
      output.append((report.isKnown ? "known issue: " : "✘ ") + first, style: report.isKnown ? .heading : .error)
      if lines.count > 1 { output.append(lines.dropFirst().joined(separator: "\n")) }
    }
    return reports.count { !$0.isKnown }
  }
}
