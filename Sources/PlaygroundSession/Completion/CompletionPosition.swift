/// Where in an action the word being completed stands, and so what it can be.
enum CompletionPosition {
  /// A value of this type starts here: `.case`, or a live value.
  case value(TypeKey)
  /// An argument of this case starts here: its label when it has one, else its value.
  case argument(CaseShape, index: Int)
  /// A case key path's next segment: a case of this type, `\.counter.inc`.
  case caseKeyPathSegment(TypeKey)
  /// Inside a case key path's stack subscript, before `id:`.
  case subscriptLabel
  /// A key path's next property: `\.profile.na`.
  case field(FieldTree)

  /// Everything that may stand here, spelled as typed; the caller keeps those that extend
  /// `word`. A word typed without its leading dot (`send inc`) gets case names without one.
  func spellings(completing word: String, in context: CompletionContext) -> [String] {
    switch self {
    case let .value(type):
      let cases = context.actions.shape(of: type).cases.map(\.literalSpelling)
      let dot = word.isEmpty || word.hasPrefix(".") ? "." : ""
      var spellings = cases.map { dot + $0 }
      if case let .keyPath(fields) = context.actions.shape(of: type) {
        spellings += fields.names.map { "\\." + $0 }
      }
      return spellings + (context.liveValues[type] ?? [])
    case let .argument(shape, index):
      guard index < shape.parameters.count else { return [] }
      let parameter = shape.parameters[index]
      if let label = parameter.label { return [label + ": "] }
      return CompletionPosition.value(parameter.type).spellings(completing: word, in: context)
    case let .caseKeyPathSegment(type):
      return context.actions.shape(of: type).cases.map { "." + $0.name }
    case .subscriptLabel:
      return ["id: "]
    case let .field(fields):
      return fields.names.map { "." + $0 }
    }
  }
}
