import PlaygroundSession

/// Runs each line the shell reads, on a terminal or piped: a directive (`:record`, `:save`,
/// `:load`) here, anything else in the session, recording as it goes.
@MainActor
struct SessionDriver {
  let playground: Playground
  let recorder: TranscriptRecorder
  /// Sees every line the session prints, for `:load` to compare with the file.
  let tap: OutputTap
  /// Tells the user about the shell itself, such as how recording goes. Not session output,
  /// so never recorded.
  let notify: (OutputLine) -> Void
  /// Echoes a command the shell runs on the user's behalf, `:load`'s, after its prompt.
  let echo: (OutputLine) -> Void

  /// Runs `line`; returns whether the session goes on.
  func run(_ line: String) async -> Bool {
    if let directive = ShellDirective(line) {
      await act(on: directive)
      return true
    }
    recorder.command(line, prompt: playground.prompt)
    return await playground.execute(line) != .quit
  }

  /// Ends the session: saves a recording still going. Returns whether it could.
  func end() -> Bool {
    recorder.path == nil || stopRecording()
  }

  private func act(on directive: ShellDirective) async {
    switch directive {
    case let .startRecording(path):
      do {
        try recorder.start(path)
        notify(OutputLine("recording to \(path); ':record' stops"))
      } catch {
        fail(error)
      }
    case .stopRecording:
      stopRecording()
    case let .save(path):
      await save(to: path)
    case let .load(path):
      guard let path else { return fail(CommandError(":load needs a transcript file, e.g. :load bug.transcript")) }
      await load(path)
    }
  }

  /// `:save FILE`: the session so far, as a transcript.
  private func save(to path: String?) async {
    guard let path else { return fail(CommandError(":save needs a file name, e.g. :save bug.transcript")) }
    do throws(CommandError) {
      try TranscriptWriter.checkWritable(path, verb: "save")
      guard let lines = await playground.transcriptOfSteps() else {
        throw CommandError("nothing to save: no step has changed the session yet ('history' lists the steps)")
      }
      try TranscriptWriter.write(lines, to: path, verb: "save")
      let steps = playground.stepsTaken
      notify(OutputLine("saved \(steps) step\(steps == 1 ? "" : "s") to \(path); 'tca-playground check \(path)' replays it"))
    } catch {
      fail(error)
    }
  }

  @discardableResult
  private func stopRecording() -> Bool {
    do {
      notify(OutputLine(try recorder.stop()))
      return true
    } catch {
      fail(error)
      return false
    }
  }

  func fail(_ error: CommandError) {
    notify(OutputLine("error: \(error)", style: .error))
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
