import ComposableArchitecture

/// A place in a feature's state that a test-mode assertion writes to, as Swift would reach it
/// in a `TestStore` closure: `$0.counter.count`, `$0.currentFact`, `$0.path[id: 0]`,
/// `$0.alert?.title`, `$0.todos[id: 1]?.isComplete`.
///
/// Properties are reached through the key paths `@ObservableState` lists for its struct, the
/// same ones a binding action sets (see ``BindableProperties``); optionals, stacks and lists
/// through their own protocols. The place is found from the state's type when the line is read, so an
/// unknown name or a missing `?` is an error at its column, and written to when the test store
/// runs the closure.
struct StatePlace {
  enum Step {
    /// A stored property, through its `WritableKeyPath`.
    case property(AnyKeyPath)
    /// `?`: on into an optional's value, when there is one; nothing is written when it is nil,
    /// as Swift's optional chaining writes nothing.
    case unwrap
    /// `[id: 0]`: a stack's or list's element, as an optional.
    case element(AnyHashable)
    /// `[id: 3, case: \.summary]`: a stack's element, as the value of one case of its enum,
    /// an optional; nothing is written when the element is of another case.
    case elementCase(AnyHashable, AnyReflectedCase)
    /// `.edit` on a `@Reducer enum`'s state, as its `@dynamicMemberLookup` reads a case: the
    /// case's value, an optional; nothing is written when the state is of another case.
    case enumCase(AnyReflectedCase)
  }

  let steps: [Step]
  /// The type a value written here must have.
  let valueType: Any.Type

  /// Writes `value`, of ``valueType``, into `root` at this place.
  func write(_ value: Any, into root: inout Any) {
    modify(&root) { $0 = value }
  }

  /// Changes the value at this place in `root` with `body`: a method call, `$0.increment()`.
  func modify(_ root: inout Any, _ body: (inout Any) -> Void) {
    Self.modify(&root, steps: steps[...], body)
  }

  private static func modify(_ root: inout Any, steps: ArraySlice<Step>, _ body: (inout Any) -> Void) {
    guard let step = steps.first else {
      body(&root)
      return
    }
    let rest = steps.dropFirst()
    switch step {
    case let .property(keyPath):
      guard var child = root[keyPath: keyPath] else { return }
      modify(&child, steps: rest, body)
      root = setting(keyPath, to: child, in: root)
    case .unwrap:
      guard let optional = root as? any OptionalValue, var wrapped = optional.wrapped else { return }
      modify(&wrapped, steps: rest, body)
      root = type(of: optional).wrapping(wrapped)
    case let .element(id):
      guard let stack = root as? any WritableElements else { return }
      // The container's `Element?`, not an `Any?`, so the steps after it open the element's
      // type; they start with `?` or set it whole.
      var element = stack.optionalElement(id: id)
      modify(&element, steps: rest, body)
      root = stack.setting(id: id, to: element)
    case let .elementCase(id, reflected):
      guard let stack = root as? any WritableElements, let element = stack.element(id: id),
        let child = Mirror(reflecting: element).children.first, child.label == reflected.name
      else { return }
      // The case's value as its own type's optional, not an `Any?`, so the steps after it
      // open the value's type.
      var payload = optionalType(of: reflected.parameters[0].type).wrapping(child.value)
      modify(&payload, steps: rest, body)
      // Set to nil, the element goes; otherwise it is the case again, with the new value.
      guard let value = (payload as? any OptionalValue)?.wrapped else {
        root = stack.setting(id: id, to: Optional<Any>.none as Any)
        return
      }
      root = stack.setting(id: id, to: reflected.make([value]))
    case let .enumCase(reflected):
      guard let child = Mirror(reflecting: root).children.first, child.label == reflected.name else { return }
      var payload = optionalType(of: reflected.parameters[0].type).wrapping(child.value)
      modify(&payload, steps: rest, body)
      // As CasePaths' setter: nil leaves the case as it was.
      guard let value = (payload as? any OptionalValue)?.wrapped else { return }
      root = reflected.make([value])
    }
  }

  /// `root` with the property at `keyPath`, a `WritableKeyPath` from `root`'s type, set to
  /// `value`.
  private static func setting(_ keyPath: AnyKeyPath, to value: Any, in root: Any) -> Any {
    func open<Root>(_ root: Root) -> Any {
      var root = root
      func set<Value>(_: Value.Type) {
        // The parser found the key path in this root's type, so the casts hold.
        guard let keyPath = keyPath as? WritableKeyPath<Root, Value>, let value = value as? Value else { return }
        root[keyPath: keyPath] = value
      }
      _openExistential(type(of: keyPath).valueType, do: set)
      return root
    }
    return _openExistential(root, do: open)
  }
}

/// `Wrapped?`, as an ``OptionalValue`` type.
func optionalType(of wrapped: Any.Type) -> any OptionalValue.Type {
  func open<T>(_: T.Type) -> any OptionalValue.Type { T?.self }
  return _openExistential(wrapped, do: open)
}

/// An optional seen through `Any`: whether it holds a value, and how to wrap one.
protocol OptionalValue {
  var wrapped: Any? { get }
  static var wrappedType: Any.Type { get }
  static func wrapping(_ value: Any) -> Any
}

extension Optional: OptionalValue {
  var wrapped: Any? { self.map { $0 } }
  static var wrappedType: Any.Type { Wrapped.self }
  static func wrapping(_ value: Any) -> Any { value as? Wrapped }
}

/// A container whose elements an assertion can set by id, as `$0.path[id: 0] = …` does in TCA.
/// The containers conform in `Containers/`.
protocol WritableElements: ElementsByID {
  /// `Element?`: what `[id: 0]` reads.
  static var optionalElementType: Any.Type { get }
  /// The element at `id`, as an `Element?`.
  func optionalElement(id: AnyHashable) -> Any
  /// The container with the element at `id` set to `element`, an `Element?`: `nil` removes it,
  /// and an id the container does not hold adds it, as in a test store's assertion.
  func setting(id: AnyHashable, to element: Any) -> Any
}
