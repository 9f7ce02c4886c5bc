/// An action as `send` reads it, with the feature it is for: the loaded feature, or, after
/// `^`, the top-most feature on screen, which ``TopMostFeature`` finds when the action is sent.
struct AddressedAction: Equatable {
  let literal: Literal
  /// Where `^` was typed; `nil` for an action of the loaded feature.
  let topMostColumn: Int?
}
