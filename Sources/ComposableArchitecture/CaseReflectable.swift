/// An enum whose cases can be listed and built at run time: the names, the payload labels and
/// types, and a function from payload values to the case.
///
/// Swift cannot build an enum value from a case name at run time, so ``CaseReflectable()``
/// generates this from the enum's declaration. The playground's shell uses it to parse typed
/// actions such as `.stepperChanged(5)` without a hand-written table per lesson.
public protocol CaseReflectable {
  static var reflectedCases: [ReflectedCase<Self>] { get }
}

/// One case of a ``CaseReflectable`` enum.
public struct ReflectedCase<Root> {
  /// One payload value of a case: `case element(id: StackElementID, action: Path.Action)` has
  /// two, labelled `id` and `action`.
  public struct Parameter {
    public let label: String?
    /// The type as written in the declaration, e.g. `Result<String, any Error>`.
    public let typeName: String
    public let type: Any.Type

    public init(label: String?, typeName: String, type: Any.Type) {
      self.label = label
      self.typeName = typeName
      self.type = type
    }
  }

  public let name: String
  public let parameters: [Parameter]
  private let _make: ([Any]) -> Root

  public init(name: String, parameters: [Parameter], make: @escaping ([Any]) -> Root) {
    self.name = name
    self.parameters = parameters
    self._make = make
  }

  /// Builds the case. `values` must hold one value of each parameter's `type`, in order.
  public func make(_ values: [Any]) -> Root {
    precondition(
      values.count == parameters.count,
      "'\(name)' takes \(parameters.count) value(s), not \(values.count)"
    )
    return _make(values)
  }
}
