import Foundation
import Synchronization

/// Runs a build of the playground on a session's commands: the new binary for `:reload`, a
/// fake in tests.
public protocol SessionReplayer: Sendable {
  func replay(_ record: SessionRecord, binary: URL, in folders: ReplayFolders) async -> ReplayRun
}

/// Where a reload's replay keeps its files, made by the session before it starts: a copy of
/// the data folder as it was when the session first touched each file (what `undo` replays
/// on), and a state folder holding the tutorial progress as the session started, so the
/// replay prints what the session printed, and the learner's own files stay as they are.
public struct ReplayFolders: Sendable {
  public let data: URL
  public let state: URL

  public init(data: URL, state: URL) {
    self.data = data
    self.state = state
  }
}

/// What a replay printed and how it ended.
public struct ReplayRun: Equatable, Sendable {
  /// Standard output, up to the end of the last replayed command.
  public var output: [String]
  /// Standard error: why the binary stopped, when it did.
  public var errors: [String]
  public var status: Int32

  public init(output: [String], errors: [String], status: Int32) {
    self.output = output
    self.errors = errors
    self.status = status
  }
}

/// The new binary started on the session's first lesson, its commands piped in, so it echoes
/// each after its prompt as the shell does when piped: its output is the session's, as
/// the new build prints it.
public struct PipedReplay: SessionReplayer {
  /// A comment after the last command: the lines after its echo are what the replay prints
  /// as its input ends (effects still running), which the session has not printed yet.
  static let endMarker = "# :reload compares up to here"

  /// Called with the first line the replay prints: the benchmark's "first replayed line".
  let firstLine: (@Sendable () -> Void)?

  public init(firstLine: (@Sendable () -> Void)? = nil) {
    self.firstLine = firstLine
  }

  public func replay(_ record: SessionRecord, binary: URL, in folders: ReplayFolders) async -> ReplayRun {
    let process = Process()
    process.executableURL = binary
    process.arguments = [record.lessonID, "--data-dir", folders.data.path, "--no-color"]
    var environment = ProcessInfo.processInfo.environment
    environment["XDG_STATE_HOME"] = folders.state.path
    process.environment = environment
    let output = Mutex<[String]>([])
    let errors = Mutex<[String]>([])
    let firstLine = firstLine
    let status = await ChildProcess.run(
      process,
      input: (record.commands + [Self.endMarker]).map { $0 + "\n" }.joined(),
      output: { line in
        let isFirst = output.withLock { lines in
          lines.append(line)
          return lines.count == 1
        }
        if isFirst { firstLine?() }
      },
      errors: { line in errors.withLock { $0.append(line) } }
    )
    var lines = output.withLock { $0 }
    if let end = lines.lastIndex(where: { $0.hasSuffix("> " + Self.endMarker) }) { lines.removeSubrange(end...) }
    return ReplayRun(output: lines, errors: errors.withLock { $0 }, status: status)
  }
}
