import Foundation
import IssueReporting

/// The reference a key creates: it loads the key's stored value once, when created, and saves
/// every change made through `withLock` before `withLock` returns.
///
/// A stored value that cannot be loaded is reported, never replaced: the reference keeps the
/// default in memory and refuses to save until ``resetToDefault()``, which first sets the
/// unreadable value aside.
final class PersistentReference<Value: Sendable>: RootReference<Value>, AnyPersistentReference,
  @unchecked Sendable
{
  private let storageKey: any SharedKey<Value>
  private let defaultValue: Value
  private let failureLock = NSLock()
  private var failure: (any Error)?

  init(key: some SharedKey<Value>, initialValue: Value) {
    storageKey = key
    defaultValue = initialValue
    var loaded = initialValue
    do {
      loaded = try key.load(initialValue: initialValue) ?? initialValue
    } catch {
      failure = error
      reportIssue(
        "\(error); the value stays at its default in memory and changes are not saved until it is reset, so what is stored is kept as it is"
      )
    }
    super.init(loaded)
  }

  var key: SharedKeyDescription {
    describe(storageKey)
  }

  var loadFailure: (any Error)? {
    failureLock.withLock { failure }
  }

  override func didChange(_ value: Value) {
    guard loadFailure == nil else { return }
    do {
      try storageKey.save(value)
    } catch {
      reportIssue("\(error)")
    }
  }

  func saveCurrentValue() throws {
    guard loadFailure == nil else { return }
    // Whatever storage holds, this value replaces it on purpose.
    watchedKey?.adoptStoredValue()
    try storageKey.save(value)
    // Now, not when file storage's write window ends.
    try watchedKey?.flushPendingSave()
  }

  func resetToDefault() throws -> URL? {
    var setAside: URL?
    if loadFailure != nil, let recoverable = storageKey as? any RecoverableSharedKey {
      setAside = try recoverable.setAsideUnreadableValue()
    }
    failureLock.withLock { failure = nil }
    withLock { $0 = defaultValue }
    try watchedKey?.flushPendingSave()
    return setAside
  }

  private var watchedKey: (any WatchedSharedKey<Value>)? {
    storageKey as? any WatchedSharedKey<Value>
  }

  var hasPendingSave: Bool {
    watchedKey?.hasPendingSave ?? false
  }

  func flushPendingSave() {
    do {
      try watchedKey?.flushPendingSave()
    } catch {
      reportIssue("\(error)")
    }
  }

  func reloadIfChangedOutside() -> Bool {
    guard loadFailure == nil, let watchedKey else { return false }
    do {
      guard let change = try watchedKey.loadOutsideChange() else { return false }
      reload(change ?? defaultValue)
      return true
    } catch {
      reportIssue("\(error); the value in memory is kept")
      return false
    }
  }
}
