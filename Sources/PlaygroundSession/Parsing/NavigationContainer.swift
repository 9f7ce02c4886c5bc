import ComposableArchitecture

/// A state property that shows a child feature over the feature holding it: `@Presents var
/// destination` while it is not `nil`, or a navigation stack while it is not empty.
///
/// ``TopMostFeature`` looks for these in each feature's state, on its way to the top-most one.
protocol NavigationContainer {
  /// The child shown now; `nil` when nothing is presented or pushed.
  var shownChild: ShownChild? { get }
}

/// The child a ``NavigationContainer`` shows: a presented child, or a stack's last element.
struct ShownChild {
  /// The child's state: a feature's, or a `@Reducer enum`'s such as `Path.State.basics(…)`.
  let state: Any
  /// The element's id in its stack; `nil` for a presented child.
  let stackID: StackElementID?
}

extension PresentationState: NavigationContainer {
  var shownChild: ShownChild? {
    wrappedValue.map { ShownChild(state: $0, stackID: nil) }
  }
}

extension StackState: NavigationContainer {
  /// The last element, on top of the others.
  var shownChild: ShownChild? {
    guard let id = ids.last, let element = last else { return nil }
    return ShownChild(state: element, stackID: id)
  }
}
