import Foundation
import PlaygroundSession
import PlaygroundTerminal

/// The shell on a terminal: libedit reads each line on a thread of its own, so the main actor,
/// where effects run, never blocks on input.
@MainActor
struct InteractiveLoop {
  let playground: Playground
  let editor: LineEditor
  let printer: LinePrinter
  let completion: CompletionSnapshot

  func run() async throws {
    let thread = EditorThread()
    while true {
      completion.update(playground.completionContext)
      let prompt = playground.prompt
      let color = printer.color ? ANSIStyle.prompt.escape : nil
      switch await thread.readLine(editor, prompt: prompt, color: color) {
      case let .line(line):
        _ = InterruptSignal.consume()
        if await playground.execute(line) == .quit { return }
      case .interrupted:
        continue
      case .endOfInput:
        playground.finish()
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
