import LessonScaffold
import PlaygroundPackage
import PlaygroundReload
import PlaygroundSession
import PlaygroundTerminal
import PlaygroundText

/// Runs each line the shell reads, on a terminal or piped: `:load` and `new` here (see
/// ``ShellDirective``), anything else in the session, `:record` and `:save` included.
@MainActor
struct SessionDriver {
  let playground: Playground
  /// Where `:load` reads its file: the folder the session writes in.
  let folder: TranscriptFolder
  /// Sees every line the session prints, for `:load` to compare with the file.
  let tap: OutputTap
  /// What `:reload` needs: the session so far, as the user saw it, and where it keeps files.
  let reload: ReloadContext
  /// Tells the user about the shell itself, such as how a `:load` went or the recording
  /// saved as the session ends. Not session output, so never recorded.
  let notify: (OutputLine) -> Void
  /// Echoes a command the shell runs on the user's behalf, `:load`'s, after its prompt.
  let echo: (OutputLine) -> Void

  /// Runs `line`; returns whether the session goes on.
  func run(_ line: String) async -> Bool {
    switch ShellDirective(line) {
    case let .load(path):
      guard let path else {
        fail(CommandError(":load needs a transcript file, e.g. :load bug.transcript"))
        return true
      }
      return await load(path)
    case let .reload(argument):
      await reload(argument)
      return true
    case let .newLesson(name):
      newLesson(name)
      return true
    case let .open(arguments):
      return await open(arguments)
    case nil:
      reload.keepProgressAtStart()
      reload.record.command(line, echo: playground.echo(line), isReplayable: !Playground.isSkippedByLoad(line))
      return await playground.execute(line) != .quit
    }
  }

  /// `new NAME`: writes the lesson, as `tca-playground new` does, and says how to load it. What
  /// it wrote is a note, not session output, like `:load`'s report.
  func newLesson(_ name: String?) {
    guard let name else {
      fail(CommandError("new needs the new lesson's type name, e.g. new MyIdea"))
      return
    }
    do throws(ScaffoldError) {
      let package = try PackageRoot.forNewLesson(reload.settings.packagePath)
      let report = try New.write(name, in: package)
      for line in report.written + ["next, in this shell:"] + report.nextStepsInTheShell { notify(OutputLine(line)) }
    } catch {
      fail(CommandError(error.description))
    }
  }

  /// Ends the session: saves a recording still going, saying so as a note, since no command
  /// asked. Returns whether it could.
  func end() -> Bool {
    guard playground.transcripts.isRecording else { return true }
    do {
      notify(OutputLine(try playground.transcripts.stopRecording()))
      return true
    } catch {
      fail(CommandError(error.description))
      return false
    }
  }

  /// An error of the shell's own, on standard output like every other error, piped or not.
  func fail(_ error: CommandError) {
    echo(OutputLine("error: \(error)", style: .error))
  }
}

/// Passes each line the session prints to whoever listens now: `:load`, comparing a command's
/// output with the file's.
@MainActor
final class OutputTap {
  private var lines: [String]?

  func output(_ line: OutputLine) {
    lines?.append(line.text)
  }

  /// The lines `body` made the session print.
  func capture(_ body: () async -> Void) async -> [String] {
    lines = []
    await body()
    defer { lines = nil }
    return lines ?? []
  }
}

extension TranscriptFiles {
  /// Files in `folder`.
  init(_ folder: TranscriptFolder) {
    self.init(checkWritable: folder.checkWritable, write: { try folder.write($0, to: $1) })
  }
}
