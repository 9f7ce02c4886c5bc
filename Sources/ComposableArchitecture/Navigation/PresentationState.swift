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
@propertyWrapper
public struct PresentationState<State> {
  public var wrappedValue: State?

  public init(wrappedValue: State?) {
    self.wrappedValue = wrappedValue
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

extension PresentationState: Equatable where State: Equatable {}
extension PresentationState: Hashable where State: Hashable {}
extension PresentationState: Sendable where State: Sendable {}

extension PresentationState: CustomReflectable {
  public var customMirror: Mirror {
    Mirror(reflecting: wrappedValue as Any)
  }
}
