/// An initializer a test-mode assertion may call in a value, as a `TestStore` test writes a
/// pushed screen's state: `$0.path[id: 1] = .personalInfo(PersonalInfoFeature.State(signUpData: $0.$signUpData))`.
///
/// Swift cannot call an initializer by its labels at run time, so a lesson lists the ones a
/// test of its feature writes, each as a closure over its arguments, as it lists methods.
public struct TypeableInitializer: Sendable {
  /// The argument labels, in order: `["isEditingFromSummary", "signUpData"]`.
  package let labels: [String]
  private let type: ObjectIdentifier
  private let parameterTypes: @Sendable () -> [Any.Type]
  private let body: @Sendable ([Any]) -> Any

  /// `.initializer("signUpData") { (signUpData: Shared<SignUpData>) in BasicsFeature.State(signUpData: signUpData) }`:
  /// one label for each argument of `make`, in order; none for one that takes nothing,
  /// `.initializer { Counter.State() }`, as a test writes a presented feature's first state.
  public static func initializer<Value, each Argument>(
    _ labels: String..., make: @escaping @Sendable (repeat each Argument) -> Value
  ) -> Self {
    var types: [Any.Type] = []
    for type in repeat (each Argument).self { types.append(type) }
    precondition(labels.count == types.count, "an initializer has one label for each argument: \(labels)")
    return Self(labels: labels, type: ObjectIdentifier(Value.self), parameterTypes: { [types] in types }) { values in
      var index = 0
      func next<T>(_: T.Type) -> T {
        defer { index += 1 }
        return values[index] as! T
      }
      return make(repeat next((each Argument).self))
    }
  }

  private init(
    labels: [String], type: ObjectIdentifier, parameterTypes: @escaping @Sendable () -> [Any.Type],
    body: @escaping @Sendable ([Any]) -> Any
  ) {
    self.labels = labels
    self.type = type
    self.parameterTypes = parameterTypes
    self.body = body
  }

  /// Whether it makes values of `type`.
  package func makes(_ type: Any.Type) -> Bool {
    self.type == ObjectIdentifier(type)
  }

  /// The types of its arguments, in order.
  package var argumentTypes: [Any.Type] { parameterTypes() }

  /// Calls it; `values` hold one value of each argument's type, in order.
  package func make(_ values: [Any]) -> Any {
    body(values)
  }

  /// `(signUpData:)`, as messages show a form.
  package var signature: String {
    "(" + labels.map { $0 + ":" }.joined() + ")"
  }
}
