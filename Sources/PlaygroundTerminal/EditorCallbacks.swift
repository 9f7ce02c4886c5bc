import CEditLine
import Glibc

/// The C functions libedit calls back while `el_wgets` runs, on the thread that called it.
enum EditorCallbacks {
  static let prompt: shim_prompt_function = { editLine in
    EditorState.of(editLine).prompt
  }

  /// Tab: asks the completer about the text before the cursor and applies its answer.
  static let complete: shim_editor_function = { editLine, _ in
    let state = EditorState.of(editLine)
    let line = el_wline(editLine)!.pointee
    let beforeCursor = String(wide: line.buffer, count: line.cursor - line.buffer)
    let completion = state.completer(beforeCursor)
    let typedWord = String(beforeCursor.suffix(max(0, completion.replacing)))
    switch completion.action(typedWord: typedWord) {
    case .beep:
      return UInt8(CC_REFRESH_BEEP)
    case .replace(let text):
      el_deletestr(editLine, Int32(typedWord.unicodeScalars.count))
      guard el_winsertstr(editLine, text.wideCString) == 0 else { return UInt8(CC_REFRESH_BEEP) }
      return UInt8(CC_REFRESH)
    case .list(let candidates):
      let rows = CompletionListing.rows(for: candidates, width: TerminalWidth.of(fileno(state.output)))
      state.write("\n" + rows.joined(separator: "\n") + "\n")
      return UInt8(CC_REDISPLAY)
    }
  }

  /// Ctrl-C, which reaches the editor as a key because signal generation is off while editing
  /// (see ``LineEditor``). Shows `^C` after the line, as shells do, then ends the line through
  /// libedit's own newline so a line wrapped over several rows is left cleanly; `readLine`
  /// sees the flag and discards the text.
  static let interrupt: shim_editor_function = { editLine, _ in
    EditorState.of(editLine).interrupted = true
    let line = el_wline(editLine)!.pointee
    el_cursor(editLine, Int32(line.lastchar - line.cursor))
    _ = el_winsertstr(editLine, "^C".wideCString)
    el_wpush(editLine, "\n".wideCString)
    return UInt8(CC_REFRESH)
  }
}
