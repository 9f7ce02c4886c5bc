import CEditLine
import Foundation
import Glibc
import Synchronization

/// The interactive prompt: libedit with history, Tab completion, Ctrl-R search and colour.
///
/// ## Threads
/// ``readLine(prompt:promptColor:)`` blocks until the user ends the line, so call it off the
/// main actor and off Swift concurrency's threads, which must never block that long: from a
/// dedicated `Thread` or a serial `DispatchQueue`. libedit is not thread-safe, so calls must
/// come one at a time; which thread makes each call does not matter. Overlapping calls stop the
/// program. Creating the editor on one thread and reading on another is fine.
///
/// ## Signals
/// A process's signals go to whichever thread does not block them (Dispatch workers block
/// them all): a SIGINT could land elsewhere and leave the reading thread blocked in `read` with
/// the terminal half restored. So while a line is edited the terminal generates no signals
/// (`setty -d -isig`); Ctrl-C arrives as a key that ends the line with
/// ``ReadResult/interrupted``, and Ctrl-Z and Ctrl-\ do nothing. Between lines the terminal is
/// in its normal mode and Ctrl-C raises SIGINT for ``InterruptSignal``. libedit's own handlers
/// (`EL_SIGNAL`) stay on: they restore the terminal before SIGTERM or SIGHUP end the process,
/// and pick up SIGWINCH so the next keystroke redraws for the new width (libedit also re-reads
/// the size at the start of every line, so a resize whose signal went elsewhere is not missed
/// for long).
public final class LineEditor: @unchecked Sendable {
  public enum ReadResult: Equatable, Sendable {
    /// A line, without its newline.
    case line(String)
    /// Ctrl-C: the line was abandoned and the cursor is on a fresh row.
    case interrupted
    /// Ctrl-D on an empty line, or the terminal went away.
    case endOfInput
  }

  /// The last history file failure. The editor keeps working with in-memory history; show it
  /// once as a warning. Set by `readLine`: read it where `readLine` is called, after a call.
  public private(set) var historyError: HistoryFileError?

  private let editLine: OpaquePointer
  private let history: OpaquePointer
  private let state: EditorState
  private let input: UnsafeMutablePointer<FILE>
  private let historyFile: HistoryFile?
  private let isReading = Atomic<Bool>(false)

  /// Opens the editor on standard input and output, or returns `nil` when either is not a
  /// terminal (read ``StandardInputLines`` instead).
  ///
  /// - Parameters:
  ///   - historyFile: where history is loaded from and saved to after every line (see
  ///     ``defaultHistoryFile(environment:)``); `nil` keeps history in memory only.
  ///   - completer: called on Tab with the text before the cursor, on the thread running
  ///     `readLine`; it must answer quickly from data it can safely read from that thread.
  ///
  /// Sets the process's `LC_CTYPE` to a UTF-8 locale (see `TerminalLocale`) so libedit decodes
  /// typed UTF-8.
  public convenience init?(
    historyFile: URL?,
    completer: @escaping @Sendable (_ lineBeforeCursor: String) -> Completion
  ) {
    guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else { return nil }
    self.init(
      input: STDIN_FILENO, output: STDOUT_FILENO, terminalType: nil,
      historyFile: historyFile, completer: completer)
  }

  /// Opens the editor on any terminal descriptors; `terminalType` overrides `$TERM`.
  init?(
    input inputDescriptor: Int32,
    output outputDescriptor: Int32,
    terminalType: String?,
    historyFile: URL?,
    completer: @escaping @Sendable (String) -> Completion
  ) {
    _ = TerminalLocale.adoptUTF8
    // libedit closes nothing, but `fclose` at the end must not close the caller's descriptors.
    guard let input = fdopen(dup(inputDescriptor), "r") else { return nil }
    guard let output = fdopen(dup(outputDescriptor), "w") else {
      fclose(input)
      return nil
    }
    guard let editLine = el_init("tca-playground", input, output, output) else {
      fclose(input)
      fclose(output)
      return nil
    }
    guard let history = history_winit() else {
      el_end(editLine)
      fclose(input)
      fclose(output)
      return nil
    }
    self.editLine = editLine
    self.history = history
    self.input = input
    self.state = EditorState(completer: completer, output: output)
    self.historyFile = historyFile.map { HistoryFile(url: $0) }
    configure(terminalType: terminalType)
    loadHistory()
  }

  deinit {
    el_end(editLine)
    history_wend(history)
    fclose(input)
    fclose(state.output)
  }

  /// Reads one line with `prompt` in front of it. `promptColor` is an escape sequence such as
  /// `ANSIStyle.prompt.escape`, or `nil` for a plain prompt. Non-empty lines go into history.
  public func readLine(prompt: String, promptColor: String?) -> ReadResult {
    let overlapping = isReading.exchange(true, ordering: .acquiring)
    precondition(!overlapping, "LineEditor.readLine called while another call is reading")
    defer { isReading.store(false, ordering: .releasing) }
    state.setPrompt(prompt, color: promptColor)
    state.interrupted = false
    var count: Int32 = 0
    // Editing mode before the prompt shows, so keys typed right away are not echoed twice.
    shim_el_prepare_terminal(editLine, 1)
    let line = el_wgets(editLine, &count)
    if state.interrupted { return .interrupted }
    guard let line, count > 0 else {
      // A signal that hit this very thread (an external `kill -INT`) ends the read with EINTR;
      // anything else is the end: libedit has echoed `^D`, or the terminal is gone.
      let signalled = count < 0 && errno == EINTR
      state.write("\n")
      return signalled ? .interrupted : .endOfInput
    }
    var text = String(wide: line, count: Int(count))
    if text.hasSuffix("\n") { text.removeLast() }
    remember(text)
    return .line(text)
  }

  private func configure(terminalType: String?) {
    shim_el_set_client_data(editLine, Unmanaged.passUnretained(state).toOpaque())
    if let terminalType { shim_el_set_terminal(editLine, terminalType) }
    shim_el_set_editor(editLine, "emacs".wideCString)
    shim_el_set_signal_handling(editLine, 1)
    shim_el_set_edit_mode_tty_flag(editLine, "-isig".wideCString)
    shim_el_set_prompt(editLine, EditorCallbacks.prompt, EditorState.promptIgnore)
    shim_history_set_size(history, Int32(HistoryFile.defaultCapacity))
    shim_history_set_unique(history, 1)
    shim_el_set_history(editLine, history)
    shim_el_add_function(
      editLine, state.keep("playground-complete"),
      state.keep("Complete the word before the cursor"),
      EditorCallbacks.complete)
    shim_el_add_function(
      editLine, state.keep("playground-interrupt"), state.keep("Abandon the line"),
      EditorCallbacks.interrupt)
    shim_el_bind(editLine, "^I".wideCString, "playground-complete".wideCString)
    shim_el_bind(editLine, "^C".wideCString, "playground-interrupt".wideCString)
    shim_el_bind(editLine, "^R".wideCString, "em-inc-search-prev".wideCString)
  }

  private func loadHistory() {
    guard let historyFile else { return }
    do {
      for entry in try historyFile.load() {
        shim_history_enter(history, entry.wideCString)
      }
    } catch {
      historyError = error
    }
  }

  private func remember(_ line: String) {
    guard !line.allSatisfy(\.isWhitespace) else { return }
    shim_history_enter(history, line.wideCString)
    do {
      try historyFile?.append(line)
    } catch {
      historyError = error
    }
  }
}

extension LineEditor {
  /// Where the playground keeps its history: `history` in its ``StateDirectory``. `nil` when
  /// there is no usable state directory.
  public static func defaultHistoryFile(environment: ProcessEnvironment) -> URL? {
    StateDirectory.url(environment: environment)?.appendingPathComponent("history", isDirectory: false)
  }
}
