import ConcurrencyExtras
import Dependencies
import Foundation
import IssueReporting

/// The references keys create, one per key id, so every `@Shared(.stats)` in an app shares
/// one value.
///
/// It is a dependency, so whoever owns the features decides how far sharing reaches: an app
/// has one for its lifetime, each test gets its own, and the playground gives each loaded
/// lesson a fresh one, as an app relaunch would.
public final class PersistentReferences: @unchecked Sendable {
  private let lock = NSRecursiveLock()
  private var byID: [AnyHashableSendable: any AnyPersistentReference] = [:]
  private var order: [any AnyPersistentReference] = []

  public init() {}

  /// Every reference created so far, oldest first.
  public var all: [any AnyPersistentReference] {
    lock.withLock { order }
  }

  /// The reference for `key`, created and loaded the first time the key's id is used.
  func reference<Value>(
    for key: some SharedKey<Value>,
    initialValue: () -> Value
  ) -> PersistentReference<Value> {
    lock.withLock {
      let id = AnyHashableSendable(key.id)
      if let existing = byID[id] {
        if let reference = existing as? PersistentReference<Value> {
          return reference
        }
        reportIssue(
          "\(existing.key.text) is shared as \(displayName(type(of: existing.currentValue))), so it cannot also be shared as \(displayName(Value.self)); this reference is not shared"
        )
        return PersistentReference(key: key, initialValue: initialValue())
      }
      let reference = PersistentReference(key: key, initialValue: initialValue())
      byID[id] = reference
      order.append(reference)
      return reference
    }
  }
}

extension PersistentReferences: DependencyKey {
  public static var liveValue: PersistentReferences { PersistentReferences() }
  public static var testValue: PersistentReferences { PersistentReferences() }
}

extension DependencyValues {
  /// Where keyed `@Shared` values find their references; see ``PersistentReferences``.
  public var persistentReferences: PersistentReferences {
    get { self[PersistentReferences.self] }
    set { self[PersistentReferences.self] = newValue }
  }
}
