import ComposableArchitecture

/// A `@Presents` property, `PresentationState` with its `PresentationAction`, in every facet of
/// the shell: what it presents is on top for `^`, and the export writes the presented value as
/// the property's.
extension PresentationState: NavigationContainer {
  var shownChild: ShownChild? {
    wrappedValue.map { ShownChild(showing: $0, elementID: nil) }
  }
}

extension PresentationState: PresentsStorage {
  var presented: Any? { wrappedValue }
}

extension PresentationAction: PresentationActionCases {}
