import ConcurrencyExtras
import IssueReporting

/// Collects the issues TCA code reports (an unhandled error thrown from an effect, say) so the
/// shell prints them as runtime warnings, in order, instead of crashing or losing them.
///
/// Effects report from their own tasks, so issues queue here and the host prints them at its
/// next step.
final class IssueCollector: IssueReporter {
  private let pending = LockIsolated<[String]>([])

  func reportIssue(
    _ message: @autoclosure () -> String?,
    severity: IssueSeverity,
    fileID: StaticString,
    filePath: StaticString,
    line: UInt,
    column: UInt
  ) {
    let text = message() ?? "an issue was reported at \(fileID):\(line)"
    pending.withValue { $0.append(text) }
  }

  func reportIssue(
    _ error: any Error,
    _ message: @autoclosure () -> String?,
    fileID: StaticString,
    filePath: StaticString,
    line: UInt,
    column: UInt
  ) {
    let text = [message(), "caught error: \(error)"].compactMap(\.self).joined(separator: " ")
    pending.withValue { $0.append(text) }
  }

  func expectIssue(
    _ message: @autoclosure () -> String?,
    fileID: StaticString,
    filePath: StaticString,
    line: UInt,
    column: UInt
  ) {}

  /// The issues reported since the last call, oldest first.
  func take() -> [String] {
    pending.withValue { pending in
      defer { pending.removeAll() }
      return pending
    }
  }
}
