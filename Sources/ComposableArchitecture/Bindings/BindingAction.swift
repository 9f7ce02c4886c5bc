/// An action that sets one property of a feature's state, as a SwiftUI binding to the store
/// sends it: `.binding(.set(\.email, "blob@pointfree.co"))`.
///
/// A feature opts in with ``BindableAction`` and runs ``BindingReducer`` in its body. It dumps
/// as TCA's does, `.set(\State.email, "blob@pointfree.co")`.
public struct BindingAction<Root>: Equatable, @unchecked Sendable {
  /// The property the action sets.
  public let keyPath: PartialKeyPath<Root>
  let set: @Sendable (inout Root) -> Void
  /// The value the action sets; `Sendable` (checked when the action is made).
  let value: Any
  let valueIsEqualTo: @Sendable (Any) -> Bool

  init<Value: Equatable & Sendable>(keyPath: WritableKeyPath<Root, Value>, value: Value) {
    let keyPath = UncheckedSendable(keyPath)
    self.keyPath = keyPath.value
    self.set = { $0[keyPath: keyPath.value] = value }
    self.value = value
    self.valueIsEqualTo = { $0 as? Value == value }
  }

  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.keyPath == rhs.keyPath && lhs.valueIsEqualTo(rhs.value)
  }

  /// The value the action sets, for tools that spell the action back, such as the export.
  package var bindingValue: Any { value }

  /// Sets the property in `state`.
  func apply(to state: inout Root) {
    set(&state)
  }
}

extension BindingAction where Root: ObservableState {
  /// An action that sets the property at `keyPath` to `value`.
  public static func set<Value: Equatable & Sendable>(
    _ keyPath: WritableKeyPath<Root, Value>, _ value: Value
  ) -> Self {
    Self(keyPath: keyPath, value: value)
  }

  /// Matches a binding action by the property it sets:
  ///
  /// ```swift
  /// case .binding(\.email):
  ///   state.emailError = nil
  ///   return .none
  /// ```
  public static func ~= <Value>(keyPath: WritableKeyPath<Root, Value>, bindingAction: Self) -> Bool {
    keyPath == bindingAction.keyPath
  }
}

extension BindingAction {
  /// An action that sets a property found at run time by ``BindableProperties``, for tools such
  /// as the shell; `nil` when the key path is not writable from `Root` or `value` is not of its
  /// value type, which must be `Equatable` and `Sendable`.
  public static func _set(_ property: BindableProperties.Property, _ value: Any) -> Self? {
    guard let valueType = property.valueType as? any (Equatable & Sendable).Type else { return nil }
    func make<Value: Equatable & Sendable>(_: Value.Type) -> Self? {
      guard let keyPath = property.keyPath as? WritableKeyPath<Root, Value>, let value = value as? Value
      else { return nil }
      return Self(keyPath: keyPath, value: value)
    }
    return make(valueType)
  }
}

extension BindingAction: CasePathable {
  public static var allCasePaths: AllCasePaths { AllCasePaths() }

  /// Lets a test-style case key path name the property: `\.binding.email` is the binding
  /// action that sets `email`.
  @dynamicMemberLookup
  public struct AllCasePaths: Sendable {
    public subscript<Value: Equatable & Sendable>(
      dynamicMember keyPath: WritableKeyPath<Root, Value>
    ) -> AnyCasePath<BindingAction, Value> {
      let keyPath = UncheckedSendable(keyPath)
      return AnyCasePath(
        embed: { BindingAction(keyPath: keyPath.value, value: $0) },
        extract: { $0.keyPath == keyPath.value ? $0.value as? Value : nil }
      )
    }
  }
}

extension BindingAction: CustomDumpStringConvertible {
  /// `.set(\State.signUpData.email, "blob@pointfree.co")`. The key path is spelled from the
  /// property names rather than by `KeyPath.debugDescription`, which on Linux prints a computed
  /// property, such as one a property wrapper makes, as a memory address.
  public var customDumpDescription: String {
    var description = ".set("
    if let names = BindableProperties.names(of: keyPath) {
      description.append("\\\(_typeName(Root.self, qualified: false)).\(names.joined(separator: "."))")
    } else {
      customDump(keyPath, to: &description, maxDepth: 0)
    }
    description.append(", ")
    customDump(value, to: &description, maxDepth: 0)
    description.append(")")
    return description
  }
}
