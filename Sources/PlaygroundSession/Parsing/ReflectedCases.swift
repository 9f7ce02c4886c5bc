import ComposableArchitecture

/// A ``ReflectedCase`` with its root type erased, so the shell can walk any action type.
struct AnyReflectedCase {
  let name: String
  let parameters: [ReflectedCase<Any>.Parameter]
  let make: ([Any]) -> Any

  /// `.stepperChanged(Int)`, `.element(id: StackElementID, action: Path.Action)`.
  var signature: String {
    guard !parameters.isEmpty else { return ".\(name)" }
    let list = parameters.map { parameter in
      parameter.label.map { "\($0): \(parameter.typeName)" } ?? parameter.typeName
    }
    return ".\(name)(\(list.joined(separator: ", ")))"
  }
}

extension CaseReflectable {
  static var anyReflectedCases: [AnyReflectedCase] {
    reflectedCases.map { reflected in
      AnyReflectedCase(
        name: reflected.name,
        parameters: reflected.parameters.map {
          .init(label: $0.label, typeName: $0.typeName, type: $0.type)
        },
        make: { reflected.make($0) }
      )
    }
  }
}
