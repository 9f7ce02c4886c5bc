import ComposableArchitecture

/// A navigation stack as `state`, `shared` and completion see it: elements by id, as TCA's
/// `path[id: 0]` reads them, never the stack's storage.
protocol StackElementsByID {
  /// Bottom of the stack first.
  var elementIDs: [StackElementID] { get }
  func element(id: StackElementID) -> Any?
}

extension StackState: StackElementsByID {
  var elementIDs: [StackElementID] { Array(ids) }

  func element(id: StackElementID) -> Any? {
    self[id: id]
  }
}

extension StackElementID {
  /// `[id: 0]`, as TCA's `path[id: 0]` subscripts a stack and `state` takes it.
  var subscriptSpelling: String { "[id: \(generation)]" }
}
