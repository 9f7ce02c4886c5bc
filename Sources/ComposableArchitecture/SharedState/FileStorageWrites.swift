import ConcurrencyExtras
import Foundation
import IssueReporting

/// When a ``FileStorageKey`` writes, and what it last read or wrote, as swift-sharing's file
/// storage does it:
///
/// - A change after a quiet second is written at once, and opens a one-second window.
/// - Changes inside the window are held back; when it ends, the latest is written, and the next
///   change is written at once again. A value that changes on every action costs one write a
///   second, not one per action.
/// - The file changing on disk, outside the app, is picked up unless a write is held back, which
///   would overwrite it anyway.
///
/// The window runs on the storage's clock, which the playground makes its virtual clock, so a
/// session writes at the same virtual instants on every run. Virtual time may never move on
/// (no `advance`), so a held change is also put on disk after at most a second of *real* time
/// (the storage's `backstop`): a process killed with SIGKILL loses at most that second. That
/// write is quiet: the change stays held as far as the session can tell, so what the session
/// prints ("write: pending", "saved …") never depends on how fast the machine is.
///
/// A write checks the file first: when it holds a change this key never loaded (another
/// process wrote it), the write still happens, last writer wins as in swift-sharing, but it
/// reports an issue naming the file, so the lost change is never silent.
///
/// One per reference: the key a reference was created with keeps it.
final class FileStorageWrites: Sendable {
  private struct State {
    var isWindowOpen = false
    /// The latest change held back, encoded.
    var held: Data?
    /// Whether the backstop already put `held` on disk.
    var isHeldOnDisk = false
    var isBackstopScheduled = false
    /// The file's contents as this key last read or wrote them; `nil` when there was no file.
    var lastKnown: Data?
  }

  /// How a key reaches its file: writes data, reads what the file holds now.
  struct File: Sendable {
    let write: @Sendable (Data) throws -> Void
    let read: @Sendable () throws -> Data?
    let describe: String
  }

  private let state = LockIsolated(State())

  /// Every held change in the process, by writer: what ``FileStorage/writeHeldChangesNow()``
  /// writes when the process is about to end.
  private static let everyHeld = LockIsolated<[ObjectIdentifier: @Sendable () -> Void]>([:])

  /// Whether a change is held back, to be written when the window ends.
  var hasPendingWrite: Bool {
    state.withValue { $0.held != nil }
  }

  /// Notes what the file held when the key loaded it.
  func loaded(_ data: Data?) {
    state.withValue { $0.lastKnown = data }
  }

  /// Writes `data` now, or holds it back until the open window ends.
  ///
  /// - Parameters:
  ///   - file: The key's file.
  ///   - asyncAfter: Runs the end of the window a second from now.
  ///   - backstop: Runs its work after a second of real time.
  ///   - report: Hears a failed write at the end of a window, when no caller is waiting.
  func save(
    _ data: Data,
    to file: File,
    asyncAfter: (Duration, @escaping @Sendable () -> Void) -> Void,
    backstop: (@escaping @Sendable () -> Void) -> Void,
    report: @escaping @Sendable (any Error) -> Void
  ) throws {
    enum Next { case openWindow, scheduleBackstop, nothing }
    let next = try state.withValue { state -> Next in
      guard !state.isWindowOpen else {
        state.held = data
        state.isHeldOnDisk = false
        Self.everyHeld.withValue { $0[ObjectIdentifier(self)] = { [weak self] in self?.writeHeldQuietly(file) } }
        guard !state.isBackstopScheduled else { return .nothing }
        state.isBackstopScheduled = true
        return .scheduleBackstop
      }
      try Self.write(data, &state, file)
      state.isWindowOpen = true
      return .openWindow
    }
    switch next {
    case .openWindow:
      asyncAfter(.seconds(1)) { [self] in
        do {
          try state.withValue { state in
            state.isWindowOpen = false
            try self.writeHeld(&state, file)
          }
        } catch {
          report(error)
        }
      }
    case .scheduleBackstop:
      backstop { [weak self] in
        guard let self else { return }
        state.withValue { $0.isBackstopScheduled = false }
        writeHeldQuietly(file, skippingOutsideChanges: true)
      }
    case .nothing:
      break
    }
  }

  /// Writes the change held back, if any, now: when the session ends or the value is reset.
  func flush(_ file: File) throws {
    try state.withValue { try writeHeld(&$0, file) }
  }

  private func writeHeld(_ state: inout State, _ file: File) throws {
    guard let held = state.held else { return }
    state.held = nil
    Self.everyHeld.withValue { $0[ObjectIdentifier(self)] = nil }
    // The backstop wrote it already, and nobody changed the file since.
    if state.isHeldOnDisk, (try? file.read()) == held { return }
    try Self.write(held, &state, file)
  }

  /// Puts the held change on disk without the session seeing it: it stays held, and a failure
  /// is left for the window's end to report. With `skippingOutsideChanges`, a file another
  /// process changed is left alone too, for the window's end to replace and report.
  func writeHeldQuietly(_ file: File, skippingOutsideChanges: Bool = false) {
    state.withValue { state in
      guard let held = state.held, !state.isHeldOnDisk else { return }
      if skippingOutsideChanges, let current = try? file.read(), current != state.lastKnown { return }
      guard (try? file.write(held)) != nil else { return }
      state.lastKnown = held
      state.isHeldOnDisk = true
    }
  }

  /// Writes `data`, reporting first when the file holds a change this key never read.
  private static func write(_ data: Data, _ state: inout State, _ file: File) throws {
    if let current = try? file.read(), current != state.lastKnown, current != data {
      reportIssue(
        "\(file.describe) changed outside this process since it was last read; this write replaces that change"
      )
    }
    try file.write(data)
    state.lastKnown = data
  }

  /// The file's contents when they differ from what the key last read or wrote, and no write
  /// is held back: an edit made outside the app. `.some(nil)` when the file was removed.
  func outsideChange(_ current: Data?) -> Data?? {
    state.withValue { state in
      guard state.held == nil, current != state.lastKnown else { return .none }
      state.lastKnown = current
      return .some(current)
    }
  }

  /// Writes every change held back in the process now, quietly: for a process about to end.
  static func writeEveryHeldChange() {
    for write in everyHeld.value.values { write() }
  }
}
