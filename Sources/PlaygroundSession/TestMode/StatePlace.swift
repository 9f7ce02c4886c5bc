import ComposableArchitecture

/// A place in a feature's state that a test-mode assertion writes to, as Swift would reach it
/// in a `TestStore` closure: `$0.counter.count`, `$0.currentFact`, `$0.path[id: 0]`,
/// `$0.alert?.title`.
///
/// Properties are reached through the key paths `@ObservableState` lists for its struct, the
/// same ones a binding action sets (see ``BindableProperties``); optionals and stacks through
/// their own protocols. The place is found from the state's type when the line is read, so an
/// unknown name or a missing `?` is an error at its column, and written to when the test store
/// runs the closure.
struct StatePlace {
  enum Step {
    /// A stored property, through its `WritableKeyPath`.
    case property(AnyKeyPath)
    /// `?`: on into an optional's value, when there is one; nothing is written when it is nil,
    /// as Swift's optional chaining writes nothing.
    case unwrap
    /// `[id: 0]`: a stack's element, as an optional.
    case element(StackElementID)
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
      guard let stack = root as? any WritableStackElements else { return }
      var element: Any = stack.element(id: id) as Any
      // `element` is the stack's `Element?`, so what follows starts with `?` or sets it whole.
      modify(&element, steps: rest, body)
      root = stack.setting(id: id, to: element)
    }
  }

  /// `root` with the property at `keyPath`, a `WritableKeyPath` from `root`'s type, set to
  /// `value`.
  private static func setting(_ keyPath: AnyKeyPath, to value: Any, in root: Any) -> Any {
    func open<Root>(_ root: Root) -> Any {
      var root = root
      func set<Value>(_: Value.Type) {
        root[keyPath: keyPath as! WritableKeyPath<Root, Value>] = value as! Value
      }
      _openExistential(type(of: keyPath).valueType, do: set)
      return root
    }
    return _openExistential(root, do: open)
  }
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

/// A stack whose elements an assertion can set by id, as `$0.path[id: 0] = …` does in TCA.
protocol WritableStackElements: StackElementsByID {
  /// `Element?`: what `[id: 0]` reads.
  static var optionalElementType: Any.Type { get }
  /// The stack with the element at `id` set to `element`, an `Element?`: `nil` removes it, and
  /// an id the stack does not hold pushes it, as in a test store's assertion.
  func setting(id: StackElementID, to element: Any) -> Any
}

extension StackState: WritableStackElements {
  static var optionalElementType: Any.Type { Element?.self }

  func setting(id: StackElementID, to element: Any) -> Any {
    var stack = self
    stack[id: id] = element as? Element
    return stack
  }
}
