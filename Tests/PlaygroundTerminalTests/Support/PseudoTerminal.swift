import Foundation
import Glibc

/// A pseudo-terminal for end-to-end tests of terminal programs: the program (a spawned process,
/// see `spawn`, or an in-process `LineEditor`) gets the `secondary` side as its terminal; the
/// test types into and reads from the `primary` side.
///
/// `waitFor` scans the output stream with escape sequences removed, from where the previous
/// match ended, so a test reads like a conversation: wait for the prompt, type, wait for the
/// output. Line editors redraw in pieces, so to check an edited line use `waitForCursorLine` or
/// `waitForScreen`, which look at what a terminal would show (``TerminalScreen``). Timeouts only
/// turn a hang into a failure; no test depends on how long anything takes.
final class PseudoTerminal {
  struct Timeout: Error, CustomStringConvertible {
    var expected: String
    var seen: String
    var description: String {
      "timed out waiting for \(expected); saw: \(seen.debugDescription)"
    }
  }

  struct SystemError: Error, CustomStringConvertible {
    var call: String
    var code: Int32
    var description: String { "\(call): \(String(cString: strerror(code)))" }
  }

  static let defaultTimeout: Duration = .seconds(20)

  let primary: Int32
  let secondary: Int32
  let secondaryPath: String
  private(set) var rows: UInt16
  private(set) var columns: UInt16
  private var received: [UInt8] = []
  private var matchedUpTo = 0
  private var isHungUp = false

  init(rows: UInt16 = 24, columns: UInt16 = 80) throws {
    var primary: Int32 = 0
    var secondary: Int32 = 0
    var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
    guard openpty(&primary, &secondary, nil, nil, &size) == 0 else {
      throw SystemError(call: "openpty", code: errno)
    }
    // Keep these out of processes other tests spawn meanwhile.
    _ = fcntl(primary, F_SETFD, FD_CLOEXEC)
    _ = fcntl(secondary, F_SETFD, FD_CLOEXEC)
    var path = [CChar](repeating: 0, count: 256)
    guard ttyname_r(secondary, &path, path.count) == 0 else {
      throw SystemError(call: "ttyname_r", code: errno)
    }
    self.primary = primary
    self.secondary = secondary
    self.secondaryPath = path.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
    self.rows = rows
    self.columns = columns
  }

  deinit {
    hangUp()
    close(secondary)
  }

  /// Closes the primary side, as closing a terminal window does: the program's reads fail.
  func hangUp() {
    guard !isHungUp else { return }
    isHungUp = true
    close(primary)
  }

  /// Everything received so far, escape sequences included.
  var rawOutput: String { String(decoding: received, as: UTF8.self) }

  /// Types `text` (use "\r" for Enter, "\u{3}" for Ctrl-C, "\u{1B}[A" for Up).
  func send(_ text: String) throws {
    var bytes = Array(text.utf8)[...]
    while !bytes.isEmpty {
      let count = bytes.withUnsafeBytes { write(primary, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        throw SystemError(call: "write", code: errno)
      }
      bytes = bytes.dropFirst(count)
    }
  }

  /// Waits until `text` shows up after the previous match and returns the output (escape
  /// sequences removed) from the previous match through this one.
  @discardableResult
  func waitFor(_ text: String, timeout: Duration = defaultTimeout) async throws -> String {
    let needle = Array(text.utf8)
    let deadline = ContinuousClock.now + timeout
    while true {
      let visible = strippingANSI(received)
      if let range = firstRange(of: needle, in: visible, from: matchedUpTo) {
        let output = String(decoding: visible[matchedUpTo..<range.upperBound], as: UTF8.self)
        matchedUpTo = range.upperBound
        return output
      }
      guard await readAvailable(until: deadline) else {
        let rest = String(decoding: visible[min(matchedUpTo, visible.count)...], as: UTF8.self)
        throw Timeout(expected: text.debugDescription, seen: rest)
      }
    }
  }

  /// What the terminal shows now (see ``TerminalScreen``). All output is laid out at the
  /// current size, so after a `resize` only what came since is placed exactly.
  var screen: TerminalScreen {
    TerminalScreen(width: Int(columns), height: Int(rows), output: received)
  }

  /// Waits until the screen satisfies `condition` and returns it.
  @discardableResult
  func waitForScreen(
    timeout: Duration = defaultTimeout, _ description: String,
    where condition: (TerminalScreen) -> Bool
  ) async throws -> TerminalScreen {
    let deadline = ContinuousClock.now + timeout
    while true {
      let screen = self.screen
      if condition(screen) { return screen }
      guard await readAvailable(until: deadline) else {
        throw Timeout(expected: description, seen: screen.lines.joined(separator: "\n"))
      }
    }
  }

  /// Waits until the row with the cursor reads `line`, e.g. the prompt and what was typed.
  @discardableResult
  func waitForCursorLine(_ line: String, timeout: Duration = defaultTimeout) async throws
    -> TerminalScreen
  {
    try await waitForScreen(timeout: timeout, "cursor line \(line.debugDescription)") {
      $0.cursorLine == line
    }
  }

  /// Reads what the program wrote, waiting until `deadline` for something to arrive. Returns
  /// false when nothing came (the deadline passed, or the program closed the terminal).
  ///
  /// It polls every 5 ms and suspends in between rather than blocking in `poll`: the test
  /// process runs every task on one serial executor, where a blocked wait stops every test.
  @discardableResult
  func readAvailable(until deadline: ContinuousClock.Instant) async -> Bool {
    var descriptor = pollfd(fd: primary, events: Int16(POLLIN), revents: 0)
    while poll(&descriptor, 1, 0) <= 0 {
      guard ContinuousClock.now < deadline else { return false }
      try? await Task.sleep(for: .milliseconds(5))
    }
    var buffer = [UInt8](repeating: 0, count: 4096)
    let count = buffer.withUnsafeMutableBytes { read(primary, $0.baseAddress, $0.count) }
    guard count > 0 else { return false }
    received += buffer[..<count]
    return true
  }

  /// Changes the terminal size, as a window resize does.
  func resize(rows: UInt16, columns: UInt16) throws {
    var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
    guard ioctl(primary, UInt(TIOCSWINSZ), &size) == 0 else {
      throw SystemError(call: "ioctl(TIOCSWINSZ)", code: errno)
    }
    (self.rows, self.columns) = (rows, columns)
  }

  private func firstRange(of needle: [UInt8], in haystack: [UInt8], from start: Int) -> Range<Int>?
  {
    guard !needle.isEmpty else { return start..<start }
    guard haystack.count >= needle.count else { return nil }
    var index = start
    while index <= haystack.count - needle.count {
      if haystack[index..<index + needle.count].elementsEqual(needle) {
        return index..<index + needle.count
      }
      index += 1
    }
    return nil
  }
}
