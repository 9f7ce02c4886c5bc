import Foundation

/// The storage behind `Shared` values with its type erased, for tools such as the
/// playground's `shared` command.
public protocol AnySharedReference: AnyObject, Sendable {
  /// The value now.
  var currentValue: Any { get }
}

/// A reference created from a key, such as `@Shared(.fileStorage(url))`.
public protocol AnyPersistentReference: AnySharedReference {
  var key: SharedKeyDescription { get }
  /// Why the key's stored value could not be loaded. While set, the value is the default and
  /// changes to it are not saved, so the stored value stays as it was.
  var loadFailure: (any Error)? { get }
  /// Sets the value back to its default and saves it. A stored value that could not be
  /// loaded is first set aside, e.g. as `stats.json.corrupt`.
  ///
  /// - Returns: Where the unreadable value was set aside, if it was.
  func resetToDefault() throws -> URL?
  /// Whether a change is held back, not yet saved: file storage writes at most once a second.
  var hasPendingSave: Bool { get }
  /// Saves a change held back now, reporting an issue if it cannot: before the app ends.
  func flushPendingSave()
  /// Loads the stored value again when its storage changed outside the app, e.g. a file
  /// written by another process, and returns whether it did. The new value is a change like
  /// any other to a diff taken around the call. An unreadable value is reported and the value
  /// in memory kept.
  func reloadIfChangedOutside() -> Bool
  /// Saves the value now, as a change would: a tool that moved the storage aside for a while
  /// writes the value it ended with. Does nothing while ``loadFailure`` is set.
  func saveCurrentValue() throws
}

/// `Shared` with its value type erased, so tools can find shared state in any state by
/// reflection.
public protocol _AnyShared {
  /// The value now.
  var _wrappedValue: Any { get }
  /// The reference that holds the value: for a derived `$parent.child`, the parent's.
  var _root: any AnySharedReference { get }
}
