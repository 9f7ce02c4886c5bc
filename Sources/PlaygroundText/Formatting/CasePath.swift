/// An action's case path without its payload values, what a long run's summary counts actions
/// by: `.timerTicked`, `.factResponse(.success)`, `.path(.element(.basics(.nextButtonTapped)))`.
///
/// It reflects with `Mirror` and never dumps, as it runs for every action a long run collapses:
/// a case's name is its child's label, or, without a payload, the value's own description. A
/// payload that is an enum, or a tuple holding one (`.element(id:action:)`), adds its case.
package func casePath(of value: Any, depth: Int = 4) -> String {
  casePath(of: value, Mirror(reflecting: value), depth: depth)
}

/// `mirror` is `value`'s: each level's is made once, as making one of a generic enum's is
/// much of the cost, and a delegate loop collapses a thousand actions.
private func casePath(of value: Any, _ mirror: Mirror, depth: Int) -> String {
  guard mirror.displayStyle == .enum else { return "" }
  guard let child = mirror.children.first, let name = child.label else { return ".\(value)" }
  guard depth > 1, let inner = nestedEnum(in: child.value) else { return ".\(name)" }
  let nested = casePath(of: inner.value, inner.mirror, depth: depth - 1)
  return nested.isEmpty ? ".\(name)" : ".\(name)(\(nested))"
}

/// The payload itself when it is an enum, else the first enum among a tuple's elements, with
/// its mirror.
private func nestedEnum(in payload: Any) -> (value: Any, mirror: Mirror)? {
  let mirror = Mirror(reflecting: payload)
  switch mirror.displayStyle {
  case .enum:
    return (payload, mirror)
  case .tuple:
    for element in mirror.children {
      let elementMirror = Mirror(reflecting: element.value)
      if elementMirror.displayStyle == .enum { return (element.value, elementMirror) }
    }
    return nil
  default:
    return nil
  }
}
