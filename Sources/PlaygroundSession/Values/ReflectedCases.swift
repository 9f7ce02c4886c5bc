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
      let typeName = Self.withoutStandardLibraryModule(parameter.typeName)
      return parameter.label.map { "\($0): \(typeName)" } ?? typeName
    }
    return ".\(name)(\(list.joined(separator: ", ")))"
  }

  /// A type name as a feature's source or a macro's expansion writes it, without the
  /// standard library's module, as custom-dump prints it: `@Reducer enum` spells a case whose
  /// state is no feature `Swift.Never`, where a hand-written action says `Never`.
  static func withoutStandardLibraryModule(_ typeName: String) -> String {
    var result = ""
    var rest = Substring(typeName)
    while let range = rest.range(of: "Swift.") {
      let before = rest[..<range.lowerBound]
      let previous = before.last ?? result.last
      let startsAName = previous.map { !($0.isLetter || $0.isNumber || $0 == "_" || $0 == ".") } ?? true
      result += before + (startsAName ? "" : "Swift.")
      rest = rest[range.upperBound...]
    }
    return result + rest
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
