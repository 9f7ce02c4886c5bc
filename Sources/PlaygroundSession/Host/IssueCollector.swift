import ConcurrencyExtras
import Foundation
import IssueReporting
import PlaygroundText

/// Collects the issues TCA code reports (an unhandled error thrown from an effect, say) so the
/// shell prints them as runtime warnings, in order, instead of crashing or losing them.
///
/// Effects report from their own tasks, so issues queue here and the host prints them at its
/// next step.
final class IssueCollector: IssueReporter {
  private let pending = LockIsolated<[String]>([])
  /// How many issues were reported since the lesson started, printed or not.
  private let reported = LockIsolated(0)
  var reportedCount: Int { reported.value }

  func reportIssue(
    _ message: @autoclosure () -> String?,
    severity: IssueSeverity,
    fileID: StaticString,
    filePath: StaticString,
    line: UInt,
    column: UInt
  ) {
    let text = message() ?? "an issue was reported at \(fileID):\(line)"
    reported.withValue { $0 += 1 }
    pending.withValue { $0.append(Self.repositoryPaths(in: text, fileID: fileID, filePath: filePath)) }
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
    reported.withValue { $0 += 1 }
    pending.withValue { $0.append(Self.repositoryPaths(in: text, fileID: fileID, filePath: filePath)) }
  }

  func expectIssue(
    _ message: @autoclosure () -> String?,
    fileID: StaticString,
    filePath: StaticString,
    line: UInt,
    column: UInt
  ) {}

  /// The repository this file was compiled in: the lessons' files are in it too.
  private static let repositoryRoot: String = {
    let path = "\(#filePath)"
    guard let range = path.range(of: "/Sources/PlaygroundSession/", options: .backwards) else { return path }
    return String(path[...range.lowerBound])
  }()

  /// `text` with `fileID`, as TCA's messages cite a place (`Lessons/SignUpFeature.swift`, the
  /// module and the file name), written as the path from the repository's root
  /// (`Lessons/sign-up/SignUpFeature.swift`), as `source` prints it. Code from outside the
  /// repository, such as a package's, keeps its file id.
  static func repositoryPaths(in text: String, fileID: StaticString, filePath: StaticString) -> String {
    let path = "\(filePath)"
    guard path.hasPrefix(repositoryRoot) else { return text }
    return text.replacingOccurrences(of: "\(fileID)", with: String(path.dropFirst(repositoryRoot.count)))
  }

  /// Prints the issues reported since the last call, oldest first, as runtime warnings.
  @MainActor
  func printPending(to output: Output) {
    let issues = pending.withValue { pending in
      defer { pending.removeAll() }
      return pending
    }
    for issue in issues {
      for line in Self.warningLines(issue) {
        output.append(line, style: .warning)
      }
    }
  }

  /// A message as the shell prints it: `runtime warning: ` and its first line, then the rest
  /// indented under it, paragraphs and all, as TCA's warnings are written (a blank line stays
  /// empty, with no trailing spaces).
  static func warningLines(_ message: String) -> [String] {
    let lines = message.split(separator: "\n", omittingEmptySubsequences: false)
      .map { $0.hasSuffix("\r") ? $0.dropLast() : $0 }
      .drop { $0.allSatisfy(\.isWhitespace) }
    var trimmed = Array(lines)
    while trimmed.last?.allSatisfy(\.isWhitespace) == true { trimmed.removeLast() }
    guard let first = trimmed.first else { return ["runtime warning:"] }
    return ["runtime warning: \(first)"]
      + trimmed.dropFirst().map { $0.allSatisfy(\.isWhitespace) ? "" : "  \($0)" }
  }
}
