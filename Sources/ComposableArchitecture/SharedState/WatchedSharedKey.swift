/// A key whose storage can change outside the app, and which may hold changes back before
/// saving them, as ``FileStorageKey`` does: what swift-sharing's `subscribe` and throttled
/// `save` do, in a form that lets a host decide when to look, so a session stays deterministic.
protocol WatchedSharedKey<Value>: SharedKey {
  /// Whether a change is held back, not yet saved.
  var hasPendingSave: Bool { get }
  /// Saves the change held back, if any, now.
  func flushPendingSave() throws
  /// The stored value, when storage changed since the key last loaded or saved it:
  /// `.some(nil)` when nothing is stored any more. `nil` when nothing changed, or while a
  /// change is held back, which would overwrite what is stored.
  func loadOutsideChange() throws -> Value??
  /// Takes what storage holds now as what the key last read, without loading it: before a
  /// save that replaces it knowingly, so the save reports no outside change.
  func adoptStoredValue()
}
