/// A mutating method a test-mode assertion may call, as a `TestStore` test calls it on state
/// whose properties are `private(set)`: `$0.counter.$stats.withLock { $0.increment() }`.
///
/// Swift cannot call a method by its name at run time, so a lesson lists the ones a test of
/// its feature calls, as it lists the errors a `.failure(…)` may be typed as.
public struct TypeableMethod: Sendable {
  /// `increment`, as typed before `()`.
  package let name: String
  private let type: ObjectIdentifier
  private let body: @Sendable (inout Any) -> Void

  /// `.mutating("increment", of: Stats.self) { $0.increment() }`
  public static func mutating<Value>(
    _ name: String, of type: Value.Type, _ body: @escaping @Sendable (inout Value) -> Void
  ) -> Self {
    TypeableMethod(name: name, type: ObjectIdentifier(type)) { value in
      guard var typed = value as? Value else { return }
      body(&typed)
      value = typed
    }
  }

  private init(name: String, type: ObjectIdentifier, body: @escaping @Sendable (inout Any) -> Void) {
    self.name = name
    self.type = type
    self.body = body
  }

  /// Whether the method is one of `type`'s.
  package func belongs(to type: Any.Type) -> Bool {
    self.type == ObjectIdentifier(type)
  }

  package func call(on value: inout Any) {
    body(&value)
  }
}
