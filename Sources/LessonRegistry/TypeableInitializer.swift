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

  /// `.initializer { Counter.State() }`: an initializer that takes nothing, as a test writes a
  /// presented feature's first state, `$0.destination = .sheet(Counter.State())`.
  public static func initializer<Value>(_ make: @escaping @Sendable () -> Value) -> Self {
    Self(labels: [], type: ObjectIdentifier(Value.self), parameterTypes: { [] }) { _ in make() }
  }

  /// `.initializer("signUpData") { (signUpData: Shared<SignUpData>) in BasicsFeature.State(signUpData: signUpData) }`
  public static func initializer<Value, A>(
    _ a: String, _ make: @escaping @Sendable (A) -> Value
  ) -> Self {
    Self(labels: [a], type: ObjectIdentifier(Value.self), parameterTypes: { [A.self] }) { make($0[0] as! A) }
  }

  /// An initializer with two labelled arguments.
  public static func initializer<Value, A, B>(
    _ a: String, _ b: String, _ make: @escaping @Sendable (A, B) -> Value
  ) -> Self {
    Self(labels: [a, b], type: ObjectIdentifier(Value.self), parameterTypes: { [A.self, B.self] }) {
      make($0[0] as! A, $0[1] as! B)
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
