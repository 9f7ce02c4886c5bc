/// An action's case path without its payload values, what a long run's summary counts actions
/// by: `.timerTicked`, `.factResponse(.success)`, `.path(.element(.basics(.nextButtonTapped)))`.
///
/// It reflects with `Mirror` and never dumps, as it runs for every action a long run collapses:
/// a case's name is its child's label, or, without a payload, the value's own description. A
/// payload that is an enum, or a tuple holding one (`.element(id:action:)`), adds its case.
package func casePath(of value: Any, depth: Int = 4) -> String {
  var leaves = PayloadLeaves()
  return casePath(of: value, depth: depth, leaves: &leaves)
}

/// The same, learning from `leaves`, which a caller that takes many actions keeps between them.
package func casePath(of value: Any, depth: Int = 4, leaves: inout PayloadLeaves) -> String {
  casePath(of: value, Mirror(reflecting: value), depth: depth, leaves: &leaves)
}

/// The payload types ``casePath(of:depth:leaves:)`` found to be neither an enum nor a tuple, so
/// it need not reflect their values again to find no case in them. A day of one case with a
/// string, a bird's species, reflected every string a second time.
///
/// Keyed by the payload's dynamic type, whose display style does not change from value to
/// value: an `any Error` payload that is an enum once and a struct next is two types.
package struct PayloadLeaves {
  fileprivate var types: Set<ObjectIdentifier> = []

  package init() {}
}

/// `mirror` is `value`'s: each level's is made once, as making one of a generic enum's is
/// much of the cost, and a delegate loop collapses a thousand actions.
private func casePath(of value: Any, _ mirror: Mirror, depth: Int, leaves: inout PayloadLeaves) -> String {
  guard mirror.displayStyle == .enum else { return "" }
  guard let child = mirror.children.first, let name = child.label else { return ".\(value)" }
  guard depth > 1, let inner = nestedEnum(in: child.value, leaves: &leaves) else { return ".\(name)" }
  let nested = casePath(of: inner.value, inner.mirror, depth: depth - 1, leaves: &leaves)
  return nested.isEmpty ? ".\(name)" : ".\(name)(\(nested))"
}

/// The payload itself when it is an enum, else the first enum among a tuple's elements, with
/// its mirror.
private func nestedEnum(in payload: Any, leaves: inout PayloadLeaves) -> (value: Any, mirror: Mirror)? {
  let type = ObjectIdentifier(Swift.type(of: payload))
  guard !leaves.types.contains(type) else { return nil }
  let mirror = Mirror(reflecting: payload)
  switch mirror.displayStyle {
  case .enum:
    return (payload, mirror)
  case .tuple:
    var elementTypes: [String] = []
    for element in mirror.children {
      let elementMirror = Mirror(reflecting: element.value)
      if elementMirror.displayStyle == .enum { return (element.value, elementMirror) }
      let name = _typeName(Swift.type(of: element.value))
      elementTypes.append(element.label.map { $0.hasPrefix(".") ? name : "\($0): \(name)" } ?? name)
    }
    // No element is an enum. When each has the type the tuple declares, none is an `any`
    // that could hold one next time, and the tuple's type is a leaf too.
    if "(\(elementTypes.joined(separator: ", ")))" == _typeName(Swift.type(of: payload)) {
      leaves.types.insert(type)
    }
    return nil
  default:
    leaves.types.insert(type)
    return nil
  }
}
