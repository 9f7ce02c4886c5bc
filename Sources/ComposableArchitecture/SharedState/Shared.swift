import Dependencies

/// A property wrapper for state shared between features, and with storage outside the app:
/// a reference to a value, so a change made through one copy of a state is seen by every
/// feature holding the same reference.
///
/// ```swift
/// struct State: Equatable {
///   @Shared(.stats) var stats = Stats()
/// }
///
/// case .incrementButtonTapped:
///   state.$stats.withLock { $0.increment() }
///   return .none
/// ```
///
/// Create one from a value with ``init(value:)``, or from a key, such as
/// `@Shared(.inMemory("stats"))` or `@Shared(.fileStorage(url))`: every `@Shared` with an equal
/// key shares one reference. `$parent.child` derives a reference to part of the value.
@dynamicMemberLookup
@propertyWrapper
public struct Shared<Value> {
  let box: PropertyBox<any SharedReference<Value>>

  var reference: any SharedReference<Value> { box.reference }

  init(reference: any SharedReference<Value>) {
    box = PropertyBox(reference)
  }

  /// Wraps a value in a new shared reference, e.g. to hand to child features:
  /// `SignUpFeature.State(signUpData: Shared(value: SignUpData()))`.
  public init(value: Value) {
    self.init(reference: RootReference(value))
  }

  /// Shares another reference: what Swift calls for `@Shared var count: Int` parameters passed
  /// `$count`.
  public init(projectedValue: Shared<Value>) {
    self = projectedValue
  }

  /// The value now. Change it with ``withLock(_:)``: it changes the value in one step, where
  /// a read followed by an assignment could interleave with another change. The setter is
  /// deprecated under swift-sharing's headline, with the playground's reason after it.
  ///
  /// While a test store checks an assertion, this is the value the assertion expects.
  public var wrappedValue: Value {
    get { reference.snapshot ?? reference.value }
    @available(
      *,
      deprecated,
      message: "Use '$shared.withLock' to modify a shared value with exclusive access. An assignment reads the value and writes it back in two steps, and another change can land between them."
    )
    nonmutating set { reference.withLock { $0 = newValue } }
  }

  /// The shared reference itself: `$stats`, to pass on, lock, or derive from.
  public var projectedValue: Shared<Value> {
    self
  }

  /// Changes the value with exclusive access, saving it to the key's storage, if any, before
  /// returning.
  ///
  /// ```swift
  /// state.$stats.withLock { $0.increment() }
  /// ```
  public func withLock<R>(_ operation: (inout Value) throws -> R) rethrows -> R {
    try reference.withLock(operation)
  }

  /// A shared reference to part of the value, which reads and writes through this one:
  /// `$signUpData.topics` is a `Shared<Set<Topic>>`.
  public subscript<Member>(dynamicMember keyPath: WritableKeyPath<Value, Member>) -> Shared<Member> {
    Shared<Member>(reference: KeyPathReference(base: reference, keyPath: keyPath))
  }
}

extension Shared where Value: Sendable {
  /// A value shared under a key, starting from `wrappedValue` when nothing is stored:
  /// `@Shared(.inMemory("count")) var count = 0`.
  ///
  /// The first `@Shared` created with a key's id loads it; later ones share that reference,
  /// and their own `wrappedValue` is not evaluated.
  public init(wrappedValue: @autoclosure () -> Value, _ key: some SharedKey<Value>) {
    @Dependency(\.persistentReferences) var references
    self.init(reference: references.reference(for: key, initialValue: wrappedValue))
  }

  /// A value shared under a key with a default: `@Shared(.stats) var stats`.
  public init<Key: SharedKey<Value>>(_ key: _SharedKeyDefault<Key>) {
    self.init(wrappedValue: key.defaultValue(), key)
  }

  /// A value shared under a key with a default, starting from `wrappedValue` instead of the
  /// key's default, as a test seeds one: `@Shared(.syncUps) var syncUps = [.mock]`.
  public init<Key: SharedKey<Value>>(wrappedValue: @autoclosure () -> Value, _ key: _SharedKeyDefault<Key>) {
    self.init(wrappedValue: wrappedValue(), key.base)
  }
}

// Every access to the value goes through the reference's lock.
extension Shared: @unchecked Sendable {}

extension Shared: _AnyShared {
  public var _wrappedValue: Any { wrappedValue }
  public var _root: any AnySharedReference { reference.root }
}

extension Shared: CustomStringConvertible {
  public var description: String {
    String(describing: wrappedValue)
  }
}
