import ConcurrencyExtras
import Foundation

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
/// One per reference: the key a reference was created with keeps it.
final class FileStorageWrites: Sendable {
  private struct State {
    var isWindowOpen = false
    /// The latest change held back, encoded.
    var held: Data?
    /// The file's contents as this key last read or wrote them; `nil` when there was no file.
    var lastKnown: Data?
  }

  private let state = LockIsolated(State())

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
  ///   - write: Writes data to the file; throws what the key reports.
  ///   - asyncAfter: Runs the end of the window a second from now.
  ///   - report: Hears a failed write at the end of a window, when no caller is waiting.
  func save(
    _ data: Data,
    write: @escaping @Sendable (Data) throws -> Void,
    asyncAfter: (Duration, @escaping @Sendable () -> Void) -> Void,
    report: @escaping @Sendable (any Error) -> Void
  ) throws {
    let opened = try state.withValue { state -> Bool in
      guard !state.isWindowOpen else {
        state.held = data
        return false
      }
      try write(data)
      state.lastKnown = data
      state.isWindowOpen = true
      return true
    }
    guard opened else { return }
    asyncAfter(.seconds(1)) { [self] in
      do {
        try state.withValue { state in
          state.isWindowOpen = false
          try self.writeHeld(&state, write)
        }
      } catch {
        report(error)
      }
    }
  }

  /// Writes the change held back, if any, now: when the session ends or the value is reset.
  func flush(_ write: @escaping @Sendable (Data) throws -> Void) throws {
    try state.withValue { try writeHeld(&$0, write) }
  }

  private func writeHeld(_ state: inout State, _ write: (Data) throws -> Void) throws {
    guard let held = state.held else { return }
    state.held = nil
    try write(held)
    state.lastKnown = held
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
}
