import Foundation
import PlaygroundSession
import PlaygroundText
import TranscriptFormat

/// `:load FILE` and `tca-playground LESSON --replay FILE`: replays a transcript in the running
/// session, command by command, as if typed, so each is a step `undo` can take back. It starts
/// by loading the file's lesson. A command whose output differs from the file's gets a
/// warning; the first that prints an error stops the replay, leaving the user at the prompt
/// after it: the way to reproduce a bug from a report.
extension SessionDriver {
  /// Returns whether the session goes on.
  @discardableResult
  func load(_ path: String) async -> Bool {
    let transcript: Transcript
    do {
      let bytes = Array(try Data(contentsOf: folder.url(of: path)))
      transcript = try TranscriptParser.parse(bytes, path: path, lessonIDs: shellLessons.map(\.id))
    } catch let error as TranscriptError {
      fail(CommandError("cannot load \(error.description)"))
      return true
    } catch {
      fail(CommandError("cannot load \(path): \(fileErrorReason(error))"))
      return true
    }
    var differing: [Int] = []
    let steps = [Transcript.Step?.none] + transcript.steps.map(Optional.some)
    for step in steps {
      // The file's lesson first, as its first prompt names it.
      let command = step?.command ?? "load \(transcript.lessonID)"
      if ShellDirective(command) != nil || Playground.isSkippedByLoad(command) {
        notify(OutputLine("skipped \(path) line \(step?.line ?? 1): \(command) (a replay never runs it)"))
        continue
      }
      echo(OutputLine(playground.echo(command)))
      var goesOn = true
      let printed = await tap.capture { goesOn = await run(command) }
      // A file ends as its session did, with a notice for each effect still running.
      let isLast = step?.line == transcript.steps.last?.line
      if let step, !step.matches(printed), !(isLast && step.matches(printed + playground.endNotices)) {
        differing.append(step.line)
        notify(OutputLine("warning: \(path) line \(step.line): the output differs from the recording", style: .warning))
      }
      if !goesOn { return false }
      if printed.contains(where: { $0.hasPrefix("error: ") }) {
        notify(OutputLine(
          "stopped \(path) at line \(step?.line ?? 1), the first command that printed an error; the session goes on from here",
          style: .warning
        ))
        return true
      }
    }
    let count = transcript.steps.count
    notify(OutputLine(
      "replayed \(count) command\(count == 1 ? "" : "s") from \(path)"
        + (differing.isEmpty ? ", all as recorded" : "; output differed at line\(differing.count == 1 ? "" : "s") \(differing.map(String.init).joined(separator: ", "))")
    ))
    return true
  }
}
