import Foundation
import PlaygroundSession
import PlaygroundTerminal
import PlaygroundText

/// The shell on a terminal: libedit reads each line on a thread of its own, so the main actor,
/// where effects run, never blocks on input.
@MainActor
struct InteractiveLoop {
  let driver: SessionDriver
  let editor: LineEditor
  let printer: LinePrinter
  let completion: CompletionSnapshot

  func run() async {
    let thread = EditorThread()
    var historyWarned = false
    // History that cannot be read or saved is one warning, not one per command; editing goes
    // on with history in memory.
    func warn(about historyError: HistoryFileError?) {
      guard let historyError, !historyWarned else { return }
      historyWarned = true
      printer.print(OutputLine("warning: \(historyError.warning)", style: .warning))
    }
    warn(about: editor.historyError)
    while true {
      completion.update(driver.playground.completionContext)
      let prompt = driver.playground.prompt
      let color = printer.color ? ANSIStyle.prompt.escape : nil
      let (result, historyError) = await thread.readLine(editor, prompt: prompt, color: color)
      warn(about: historyError)
      switch result {
      case let .line(line):
        _ = InterruptSignal.consume()
        // The window may have been resized since the last command.
        driver.playground.width = TerminalWidth.of(STDOUT_FILENO)
        if await !driver.run(line) { return }
      case .interrupted:
        // Ctrl-C may be the first step out of the shell: what file storage holds back is saved.
        driver.playground.flushPendingWrites()
        continue
      case .endOfInput:
        driver.playground.finish()
        return
      }
    }
  }
}

/// One thread for every call into libedit, which is not thread-safe.
final class EditorThread: @unchecked Sendable {
  private let queue = DispatchQueue(label: "tca-playground.line-editor")

  /// The line, and the editor's history error as it stands after reading it.
  func readLine(_ editor: LineEditor, prompt: String, color: String?) async
    -> (LineEditor.ReadResult, HistoryFileError?)
  {
    await withCheckedContinuation { continuation in
      queue.async {
        let result = editor.readLine(prompt: prompt, promptColor: color)
        continuation.resume(returning: (result, editor.historyError))
      }
    }
  }
}
