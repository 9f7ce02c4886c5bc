/// The state of a child a feature presents, such as a sheet or an alert, held by `@Presents`:
///
/// ```swift
/// @ObservableState
/// struct State {
///   @Presents var destination: Destination.State?
/// }
/// ```
///
/// The feature reads and writes `destination` as a plain optional; `\.$destination` is the key
/// path to this wrapper that ``Reducer/ifLet(_:action:destination:fileID:filePath:line:column:)``
/// takes. It dumps as the optional it wraps.
///
/// `@PresentationState var destination: Destination.State?`, the older spelling, works too.
///
/// As in TCA, the value lives in a reference that is copied on write, and `==` compares that
/// reference first: two copies of the same presentation are equal without comparing the
/// presented states, however large. The reference also lets a state present itself:
/// `@Presents var child: State?` inside `State`.
@propertyWrapper
public struct PresentationState<State> {
  private var storage: Storage

  public init(wrappedValue: State?) {
    storage = Storage(wrappedValue)
  }

  public var wrappedValue: State? {
    get { storage.value }
    set {
      if isKnownUniquelyReferenced(&storage) {
        storage.value = newValue
      } else {
        storage = Storage(newValue)
      }
    }
    _modify {
      if !isKnownUniquelyReferenced(&storage) {
        storage = Storage(storage.value)
      }
      yield &storage.value
    }
  }

  public var projectedValue: Self {
    get { self }
    set { self = newValue }
  }

  /// The case of a presented enum, such as `Destination.State`:
  ///
  /// ```swift
  /// state.$destination[case: \.edit]?.title = "Untitled"
  /// ```
  public subscript<Case>(case path: CaseKeyPath<State, Case>) -> Case? where State: CasePathable {
    get { wrappedValue.flatMap { $0[case: path] } }
    set {
      guard let newValue, wrappedValue?[case: path] != nil else { return }
      wrappedValue = path(newValue)
    }
  }
}

extension PresentationState {
  /// Where the value is kept; a write through a copy that shares it makes a new one.
  private final class Storage: @unchecked Sendable {
    var value: State?

    init(_ value: State?) {
      self.value = value
    }
  }

  /// Whether two presentations share their storage, so hold the same value.
  func sharesStorage(with other: Self) -> Bool {
    storage === other.storage
  }
}

extension PresentationState: Equatable where State: Equatable {
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.sharesStorage(with: rhs) || lhs.wrappedValue == rhs.wrappedValue
  }
}

extension PresentationState: Hashable where State: Hashable {
  public func hash(into hasher: inout Hasher) {
    wrappedValue.hash(into: &hasher)
  }
}

/// The storage is only written when this value holds it alone, or after copying it, as a
/// value type's would be.
extension PresentationState: @unchecked Sendable where State: Sendable {}

extension PresentationState: CustomReflectable {
  public var customMirror: Mirror {
    Mirror(reflecting: wrappedValue as Any)
  }
}
