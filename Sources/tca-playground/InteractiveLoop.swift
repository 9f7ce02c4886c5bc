import Foundation
import PlaygroundSession
import PlaygroundTerminal

/// The shell on a terminal: libedit reads each line on a thread of its own, so the main actor,
/// where effects run, never blocks on input.
@MainActor
struct InteractiveLoop {
  let driver: SessionDriver
  let editor: LineEditor
  let printer: LinePrinter

  func run() async {
    let thread = EditorThread()
    while true {
      let prompt = driver.playground.prompt
      let color = printer.color ? ANSIStyle.prompt.escape : nil
      switch await thread.readLine(editor, prompt: prompt, color: color) {
      case let .line(line):
        _ = InterruptSignal.consume()
        if await !driver.run(line) { return }
      case .interrupted:
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

  func readLine(_ editor: LineEditor, prompt: String, color: String?) async -> LineEditor.ReadResult {
    await withCheckedContinuation { continuation in
      queue.async {
        continuation.resume(returning: editor.readLine(prompt: prompt, promptColor: color))
      }
    }
  }
}
