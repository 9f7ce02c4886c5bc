/// What can be typed for a value of one type, as completion sees it.
enum PayloadShape: Sendable {
  /// Enum cases: a `CaseReflectable` action, a `CaseIterable` enum, `Result`.
  case cases([CaseShape])
  /// A key path into a value with these properties, typed `\.name.subname`.
  case keyPath(FieldTree)
  /// Numbers, strings and anything else completion has no words for.
  case opaque
}

/// One enum case: its name and its payload's parameters.
struct CaseShape: Sendable {
  struct Parameter: Sendable {
    let label: String?
    let type: TypeKey
  }

  let name: String
  let parameters: [Parameter]

  /// How a candidate spells the case in literal syntax: `(` follows when a payload must.
  var literalSpelling: String { parameters.isEmpty ? name : name + "(" }
}

extension PayloadShape {
  var cases: [CaseShape] {
    guard case let .cases(cases) = self else { return [] }
    return cases
  }

  func `case`(named name: String) -> CaseShape? {
    cases.first { $0.name == name }
  }
}
