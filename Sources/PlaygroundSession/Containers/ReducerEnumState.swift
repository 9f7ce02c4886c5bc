import ComposableArchitecture

/// The state of a `@Reducer enum`, such as a `Path` or a `Destination`: one child feature per
/// case. Pushed on a stack or presented, the feature in its case is the one on top, which `^`
/// addresses through the enum's action case of the same name: with `.basics(Basics.State)`
/// pushed as `#0`, `^.nextButtonTapped` is `.path(.element(id: #0, action:
/// .basics(.nextButtonTapped)))`.
///
/// Its other facets need nothing of their own: it is `@CaseReflectable`, so a value is typed as
/// `.basics(Basics.State())` and a stack's element is asserted on as `[id: 0, case: \.basics]`;
/// `state` and completion read its case by name, `path[id: 0].basics`.
extension CaseReducerState {
  fileprivate var featureCase: FeatureCase? {
    guard let payload = Mirror(reflecting: self).children.first, let name = payload.label else { return nil }
    return FeatureCase(name: name, state: payload.value)
  }
}

extension ShownChild {
  /// A child showing `state`, looked into when it is a `@Reducer enum`'s.
  init(showing state: Any, elementID: Any?) {
    self.init(state: state, elementID: elementID, featureCase: (state as? any CaseReducerState)?.featureCase)
  }
}
