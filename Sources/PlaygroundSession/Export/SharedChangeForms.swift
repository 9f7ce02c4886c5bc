import LessonRegistry

/// The ways of writing a change to a `@Shared` value inside `withLock` that read as the feature
/// made it, as TCA's shared-state tests write them: the method the feature called,
/// `$0.counter.$stats.withLock { $0.increment() }`, or the value a reset writes,
/// `withLock { $0 = Stats() }`, rather than every property of the new value.
///
/// Swift cannot call a method by its name at run time, so these are the lesson's: the methods
/// test mode may call (``Lesson/methods``) and its initializers that take no argument.
struct SharedChangeForms: Sendable {
  private let methods: [TypeableMethod]
  private let initializers: [TypeableInitializer]

  init(methods: [TypeableMethod] = [], initializers: [TypeableInitializer] = []) {
    self.methods = methods
    self.initializers = initializers.filter(\.labels.isEmpty)
  }

  /// `$0.increment()` when one of the lesson's methods makes `new` of `old`, compared by their
  /// export forms; the first such method, in the order the lesson lists them.
  func methodCall(from old: ExportValue.HeldValue, to new: ExportValue) -> String? {
    for method in methods where method.belongs(to: type(of: old.value)) {
      var value = old.value
      method.call(on: &value)
      if ExportValue(value) == new { return "$0.\(method.name)()" }
    }
    return nil
  }

  /// `$0 = Stats()` when `new` is what the type's initializer without arguments makes.
  func firstValue(_ new: ExportValue, of held: ExportValue.HeldValue) -> String? {
    guard case let .structure(type, _) = new,
      initializers.contains(where: { $0.makes(Swift.type(of: held.value)) && ExportValue($0.make([])) == new })
    else { return nil }
    return "$0 = \(type)()"
  }
}
