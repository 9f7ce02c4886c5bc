/// An action as a list of unhandled ones names it: its cases only, `.second`,
/// `.path(.element(id:, action: .topics(.nextButtonTapped)))`. Payloads that are not enums are
/// left out, so each action stays one short line.
func abbreviatedCaseOutput(_ value: Any) -> String {
  debugCaseOutput(value, abbreviated: true)
}

/// An action as a runtime warning names it: its type, then its cases,
/// `SignUpFeature.Path.Action.basics(.nextButtonTapped)`; see ``abbreviatedCaseOutput(_:)``.
/// A value that describes itself for debugging (a test store's action) is left to do so.
func debugCaseOutput(_ value: Any, abbreviated: Bool = false) -> String {
  if let described = value as? any CustomDebugStringConvertible {
    return described.debugDescription
  }
  let cases = casesOutput(value)
  return abbreviated ? cases : displayName(type(of: value)) + cases
}

/// The chain of cases in a value: `.a(.b(.c))` for an enum, `label: .c, _: .d` for a tuple
/// payload, nothing for anything else.
private func casesOutput(_ value: Any) -> String {
  let mirror = Mirror(reflecting: value)
  switch mirror.displayStyle {
  case .tuple:
    return mirror.children.map { element in
      // Reflection labels an unlabelled tuple element by its position, ".0".
      let label = element.label.map { $0.hasPrefix(".") ? "_:" : "\($0):" } ?? ""
      let inner = casesOutput(element.value)
      return inner.isEmpty ? label : "\(label) \(inner)"
    }
    .joined(separator: ", ")
  case .enum:
    // A case with a payload reflects as one child labelled with the case's name; a case
    // without one has no child, and its description is its name.
    if let payload = mirror.children.first {
      let inner = casesOutput(payload.value)
      return inner.isEmpty ? ".\(payload.label ?? "")" : ".\(payload.label ?? "")(\(inner))"
    }
    let name = String(describing: value)
    return name == String(describing: type(of: value)) ? "" : ".\(name)"
  default:
    return ""
  }
}
