import Foundation
import PlaygroundSession
import PlaygroundTerminal
import TranscriptFormat

/// Checks one transcript file in this process: reads it, replays it in a fresh session,
/// compares, and with `update` rewrites the file when it fails. Never runs a shell command:
/// only the playground's own commands are replayed.
enum TranscriptFileCheck {
  @MainActor
  static func check(_ path: String, update: Bool) async -> CheckOutcome {
    let start = ContinuousClock.now
    var outcome = await outcome(path, update: update)
    outcome.seconds = (ContinuousClock.now - start).inSeconds
    return outcome
  }

  @MainActor
  private static func outcome(_ path: String, update: Bool) async -> CheckOutcome {
    let bytes: [UInt8]
    do {
      bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
    } catch {
      return CheckOutcome(path: path, status: .error, message: "cannot read: \(fileErrorReason(error))")
    }
    let check: TranscriptCheck
    do {
      let transcript = try TranscriptParser.parse(bytes, path: path, lessonIDs: shellLessons.map(\.id))
      check = try await TranscriptCheck.run(transcript, lessons: shellLessons, files: TranscriptFiles(.temporary()))
    } catch {
      return CheckOutcome(path: path, status: .error, line: error.line, message: error.message)
    }
    if check.passed {
      return CheckOutcome(path: path, status: .passed, commands: check.commandCount)
    }
    let diff = check.diff
    var outcome = CheckOutcome(
      path: path, status: .failed, commands: check.commandCount, line: diff.firstDifferenceLine,
      diff: diff.text(oldName: "\(path) (expected)", newName: "\(path) (actual)")
    )
    guard update else { return outcome }
    do {
      try StateFile.replace(URL(fileURLWithPath: path), with: check.updatedText, mode: 0o644)
    } catch {
      return CheckOutcome(path: path, status: .error, message: "cannot update: \(fileErrorReason(error))")
    }
    outcome.status = .updated
    return outcome
  }
}
