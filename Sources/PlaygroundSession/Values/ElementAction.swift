/// An action for one element of an ``ElementsByID`` container, `.element(id: 0, action: …)`, seen
/// without its generic parameters: test mode matches its id, and the export spells it as TCA's
/// case key path subscript, `\.path[id: 0].basics`. The actions conform in `Containers/`.
protocol ElementAction {
  /// The element's id and the action for it; `nil` for the other cases, such as a stack's
  /// `.popFrom(id:)`.
  var elementIDAndAction: (id: Any, action: Any)? { get }
}
