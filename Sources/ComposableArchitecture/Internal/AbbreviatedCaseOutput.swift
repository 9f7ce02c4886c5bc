/// An action as TCA lists unhandled ones: its case path without the type, `.second`,
/// `.path(.element(id:, action: .topics(.nextButtonTapped)))`: associated values that are not
/// enums are left out, so the list stays one short line per action.
func abbreviatedCaseOutput(_ value: Any) -> String {
  debugCaseOutput(value, abbreviated: true)
}

/// An action as TCA's runtime warnings name it: its type, then its case path,
/// `SignUpFeature.Path.Action.basics(.nextButtonTapped)`; see ``abbreviatedCaseOutput(_:)``.
func debugCaseOutput(_ value: Any, abbreviated: Bool = false) -> String {
  if let value = value as? any CustomDebugStringConvertible {
    return value.debugDescription
  }
  return "\(abbreviated ? "" : displayName(type(of: value)))\(caseOutput(value))"
}

private func caseOutput(_ value: Any) -> String {
  let mirror = Mirror(reflecting: value)
  switch mirror.displayStyle {
  case .enum:
    guard let child = mirror.children.first else {
      let description = "\(value)"
      return description == "\(type(of: value))" ? "" : ".\(description)"
    }
    let childOutput = caseOutput(child.value)
    return ".\(child.label ?? "")\(childOutput.isEmpty ? "" : "(\(childOutput))")"
  case .tuple:
    return mirror.children.map { label, value in
      let childOutput = caseOutput(value)
      let name = label.map { isUnlabeled($0) ? "_:" : "\($0):" } ?? ""
      return "\(name)\(childOutput.isEmpty ? "" : " \(childOutput)")"
    }
    .joined(separator: ", ")
  default:
    return ""
  }
}

/// A tuple element's label when the element has none: `.0`, `.1`.
private func isUnlabeled(_ label: String) -> Bool {
  label.firstIndex(where: { $0 != "." && !$0.isNumber }) == nil
}
