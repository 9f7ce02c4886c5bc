/// A payload type that is neither `CaseReflectable` nor `CaseIterable` but has words to offer
/// on Tab, as its ``ShellLiteralConvertible`` conformance reads them: `Result`'s `.success` and
/// `.failure`; a binding action's `.set(\.field, value)`.
protocol CompletionShapeDescribing {
  /// Describes the type, registering the types of its payloads with `schema`.
  static func completionShape(in schema: inout ActionSchema.Builder) -> PayloadShape
}

extension Result: CompletionShapeDescribing where Failure == any Error {
  /// `.success(value)` or `.failure(error)`, an error typed by its initializer.
  static func completionShape(in schema: inout ActionSchema.Builder) -> PayloadShape {
    .cases([
      CaseShape(name: "success", parameters: [.init(label: nil, type: schema.key(for: Success.self))]),
      CaseShape(name: "failure", parameters: [.init(label: nil, type: schema.key(for: (any Error).self))]),
    ])
  }
}
