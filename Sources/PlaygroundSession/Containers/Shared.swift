import ComposableArchitecture

/// A `@Shared` reference, in every facet of the shell that reaches through one: `bind` and
/// test-mode assertions write a field of its value with `withLock` (`$0.$stats.withLock { … }`),
/// a state reference derives a field's reference (`$signUpData.topics`) or, for a shared
/// identified array, an element's (`$0.$trails[id: 1]`), as `Shared($trails[id: id])` does in
/// Swift. Its dump and diff take custom-dump's form through the runtime's `_customDiffType`.
extension Shared: SharedWritable {
  var valueType: Any.Type { Value.self }
  var currentValue: Any { wrappedValue }
  var wholeValue: AnyKeyPath { \Value.self }

  func write(_ value: Any, at keyPath: AnyKeyPath) -> Bool {
    func write<Field>(_ field: Field) -> Bool {
      guard let keyPath = keyPath as? WritableKeyPath<Value, Field> else { return false }
      withLock { $0[keyPath: keyPath] = field }
      return true
    }
    return _openExistential(value, do: write)
  }

  func derived(at keyPath: AnyKeyPath) -> (any SharedWritable)? {
    func open<Member>(_: Member.Type) -> (any SharedWritable)? {
      guard let keyPath = keyPath as? WritableKeyPath<Value, Member> else { return nil }
      return self[dynamicMember: keyPath]
    }
    return _openExistential(type(of: keyPath).valueType, do: open)
  }

  func modify(_ body: (inout Any) -> Void) {
    withLock { value in
      var any: Any = value
      body(&any)
      if let changed = any as? Value { value = changed }
    }
  }
}

extension Shared: SharedElementDeriving where Value: IdentifiedElements {
  var elementIDType: Any.Type { Value.ElementID.self }

  func element(id: Any) -> (any SharedWritable)? {
    guard let id = id as? Value.ElementID else { return nil }
    return Shared<Value.ElementValue>(self[dynamicMember: \Value.[id: id]])
  }
}
