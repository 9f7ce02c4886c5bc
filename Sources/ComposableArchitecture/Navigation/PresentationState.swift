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
/// The value is kept in a box, copied on write, as TCA keeps it, so a state may present
/// itself: `@Presents var child: State?` inside `State`.
@propertyWrapper
public struct PresentationState<State> {
  private var storage: Storage

  public init(wrappedValue: State?) {
    storage = Storage(wrappedValue)
  }

  public var wrappedValue: State? {
    get { storage.value }
    _modify {
      if !isKnownUniquelyReferenced(&storage) {
        storage = Storage(storage.value)
      }
      yield &storage.value
    }
    set {
      if isKnownUniquelyReferenced(&storage) {
        storage.value = newValue
      } else {
        storage = Storage(newValue)
      }
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
  private final class Storage {
    var value: State?

    init(_ value: State?) {
      self.value = value
    }
  }
}

extension PresentationState: Equatable where State: Equatable {
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.wrappedValue == rhs.wrappedValue
  }
}

extension PresentationState: Hashable where State: Hashable {
  public func hash(into hasher: inout Hasher) {
    hasher.combine(wrappedValue)
  }
}

// The box is never shared between two values that both write: a write to a shared box copies it.
extension PresentationState: @unchecked Sendable where State: Sendable {}

extension PresentationState: CustomReflectable {
  public var customMirror: Mirror {
    Mirror(reflecting: wrappedValue as Any)
  }
}
