/// An action's case path without its payload values, what a long run's summary counts actions
/// by: `.timerTicked`, `.factResponse(.success)`, `.path(.element(.basics(.nextButtonTapped)))`.
///
/// It reflects with `Mirror` and never dumps, as it runs for every action a long run collapses:
/// a case's name is its child's label, or, without a payload, the value's own description. A
/// payload that is an enum, or a tuple holding one (`.element(id:action:)`), adds its case.
package func casePath(of value: Any, depth: Int = 4) -> String {
  let mirror = Mirror(reflecting: value)
  guard mirror.displayStyle == .enum else { return "" }
  guard let child = mirror.children.first, let name = child.label else { return ".\(value)" }
  guard depth > 1, let inner = nestedEnum(in: child.value) else { return ".\(name)" }
  let nested = casePath(of: inner, depth: depth - 1)
  return nested.isEmpty ? ".\(name)" : ".\(name)(\(nested))"
}

/// The payload itself when it is an enum, else the first enum among a tuple's elements.
private func nestedEnum(in payload: Any) -> Any? {
  let mirror = Mirror(reflecting: payload)
  switch mirror.displayStyle {
  case .enum: return payload
  case .tuple: return mirror.children.first { Mirror(reflecting: $0.value).displayStyle == .enum }?.value
  default: return nil
  }
}
