import CEditLine
import Glibc

/// What libedit's C callbacks (prompt, Tab, Ctrl-C) need, reached through `EL_CLIENTDATA`.
/// Only touched inside `LineEditor.readLine`, one call at a time.
final class EditorState {
  /// The character that brackets the prompt's escape sequences: libedit writes what is between
  /// two of them without counting it as width.
  static let promptIgnore: wchar_t = 1

  let completer: @Sendable (_ lineBeforeCursor: String) -> Completion
  let output: UnsafeMutablePointer<FILE>
  /// Set by the Ctrl-C key; read once `el_wgets` returns.
  var interrupted = false
  /// The prompt libedit draws: a NUL-terminated wide string at a stable address, because the
  /// prompt callback hands libedit a bare pointer.
  private(set) var prompt: UnsafeMutablePointer<wchar_t>
  /// Strings libedit keeps pointers to without copying them (`EL_ADDFN` names and help).
  private var keptStrings: [UnsafeMutablePointer<wchar_t>] = []

  init(
    completer: @escaping @Sendable (String) -> Completion,
    output: UnsafeMutablePointer<FILE>
  ) {
    self.completer = completer
    self.output = output
    prompt = Self.copy([0])
  }

  deinit {
    prompt.deallocate()
    keptStrings.forEach { $0.deallocate() }
  }

  /// `text` as a wide string that lives as long as this state, i.e. as long as the editor.
  func keep(_ text: String) -> UnsafeMutablePointer<wchar_t> {
    let copy = Self.copy(text.wideCString)
    keptStrings.append(copy)
    return copy
  }

  static func of(_ editLine: OpaquePointer) -> EditorState {
    Unmanaged<EditorState>.fromOpaque(shim_el_client_data(editLine)!).takeUnretainedValue()
  }

  /// `color` is an escape sequence such as ``ANSIStyle/escape``. The reset goes before the
  /// prompt's last character (normally its trailing space) because libedit drops an escape
  /// sequence that ends the prompt.
  func setPrompt(_ text: String, color: String?) {
    let ignore = Character(UnicodeScalar(UInt32(Self.promptIgnore))!)
    let visible = text.filter { $0 != ignore }
    var drawn = visible
    if let color, let last = visible.last {
      drawn =
        "\(ignore)\(color)\(ignore)\(visible.dropLast())\(ignore)\(ANSIStyle.reset)\(ignore)\(last)"
    }
    prompt.deallocate()
    prompt = Self.copy(drawn.wideCString)
  }

  private static func copy(_ wide: [wchar_t]) -> UnsafeMutablePointer<wchar_t> {
    let copy = UnsafeMutablePointer<wchar_t>.allocate(capacity: wide.count)
    copy.initialize(from: wide, count: wide.count)
    return copy
  }

  /// Writes through libedit's own output stream, so it stays ordered with what libedit drew.
  func write(_ text: String) {
    fputs(text, output)
    fflush(output)
  }
}
