import PlaygroundSession

/// Runs each line the shell reads, on a terminal or piped: a `:record` directive here, anything
/// else in the session, recording as it goes.
@MainActor
struct SessionDriver {
  let playground: Playground
  let recorder: TranscriptRecorder
  /// Tells the user about the shell itself, such as how recording goes. Not session output,
  /// so never recorded.
  let notify: (OutputLine) -> Void

  /// Runs `line`; returns whether the session goes on.
  func run(_ line: String) async -> Bool {
    if let directive = ShellDirective(line) {
      record(directive)
      return true
    }
    recorder.command(line, prompt: playground.prompt)
    return await playground.execute(line) != .quit
  }

  /// Ends the session: saves a recording still going. Returns whether it could.
  func end() -> Bool {
    recorder.path == nil || stopRecording()
  }

  private func record(_ directive: ShellDirective) {
    switch directive {
    case let .startRecording(path):
      do {
        try recorder.start(path)
        notify(OutputLine("recording to \(path); ':record' stops"))
      } catch {
        notify(OutputLine("error: \(error)", style: .error))
      }
    case .stopRecording:
      stopRecording()
    }
  }

  @discardableResult
  private func stopRecording() -> Bool {
    do {
      notify(OutputLine(try recorder.stop()))
      return true
    } catch {
      notify(OutputLine("error: \(error)", style: .error))
      return false
    }
  }
}
