import ComposableArchitecture
import Testing

/// An issue a test provoked on purpose: its full text and the line it was reported at.
struct CaughtIssue: Equatable, CustomStringConvertible {
  let message: String
  let line: Int

  var description: String { "line \(line): \(message)" }
}

/// Runs `body` and returns the issues it reported, each caught with swift-testing's
/// `withKnownIssue`, so the test can compare their full text. With none, `withKnownIssue`
/// fails the test.
@MainActor
func knownIssues(_ body: @MainActor () async -> Void) async -> [CaughtIssue] {
  let caught = LockIsolated<[CaughtIssue]>([])
  await withKnownIssue {
    await body()
  } matching: { issue in
    let message = issue.comments.map(\.rawValue).joined(separator: "\n")
    caught.withValue {
      $0.append(CaughtIssue(message: message, line: issue.sourceLocation?.line ?? 0))
    }
    return true
  }
  return caught.value
}

/// The messages alone, when where they were reported is not the point.
@MainActor
func knownIssueMessages(_ body: @MainActor () async -> Void) async -> [String] {
  await knownIssues(body).map(\.message)
}
