/// Spells an ``ExportValue`` in Swift, on one line, as a test writes it.
enum SwiftSource {
  /// What a value inside the state can refer to: the `@Shared` references the test's state
  /// holds, so a pushed screen's state is built with `$0.$signUpData`, as the feature built it.
  struct Context {
    /// The Swift that reaches each shared value, `$0.$signUpData`, and the value it holds.
    var sharedPaths: [ObjectIdentifier: (path: String, value: ExportValue)] = [:]
  }

  static func render(_ value: ExportValue, context: Context) throws(ExportError) -> String {
    switch value {
    case let .literal(text):
      return text
    case let .some(wrapped):
      return try render(wrapped, context: context)
    case let .enumCase(name, payload):
      guard !payload.isEmpty else { return "." + name }
      return ".\(name)(\(try arguments(payload, context: context)))"
    case let .structure(type, fields):
      if let unlabelled = fields.first(where: { $0.label == nil }) {
        throw ExportError("\(type) has a stored value without a name, \(try render(unlabelled.value, context: context)), so it cannot be built in Swift")
      }
      return "\(type)(\(try arguments(fields, context: context)))"
    case let .call(type, arguments):
      return "\(type)(\(try self.arguments(arguments, context: context)))"
    case let .array(elements):
      var items: [String] = []
      for element in elements { items.append(try render(element, context: context)) }
      return "[" + items.joined(separator: ", ") + "]"
    case let .dictionary(entries):
      guard !entries.isEmpty else { return "[:]" }
      var items: [String] = []
      for entry in entries {
        items.append("\(try render(entry.key, context: context)): \(try render(entry.value, context: context))")
      }
      return "[" + items.joined(separator: ", ") + "]"
    case let .elements(.emptyOnly(source, reason), elements):
      guard elements.isEmpty else { throw ExportError(reason) }
      return source
    case let .elements(.arrayLiteral, elements):
      return try render(.array(elements.map(\.value)), context: context)
    case let .alert(alert):
      return try alert.source { value throws(ExportError) in try render(value, context: context) }
    case let .shared(root, derived, value, _, _):
      guard let reference = context.sharedPaths[root] else {
        throw ExportError("a @Shared \(typeDescription(value)) made inside the state cannot be built in Swift; only references to the feature's own @Shared values can")
      }
      guard derived else { return reference.path }
      // `Shared($syncUps[id: id])!`: the element of a shared list, as a screen pushed for
      // it holds it.
      if case let .elements(_, elements) = reference.value {
        guard let element = elements.first(where: { $0.value == value }) else {
          throw ExportError("a @Shared \(typeDescription(value)) derived from \(reference.path) cannot be spelled in Swift")
        }
        return "Shared(\(reference.path)[id: \(try render(element.id, context: context))])!"
      }
      // `$signUpData.topics`: the root's property holding this part of its value.
      guard case let .structure(_, fields) = reference.value,
        let field = fields.first(where: { $0.value == value }), let label = field.label
      else {
        throw ExportError("a @Shared \(typeDescription(value)) derived from \(reference.path) cannot be spelled in Swift")
      }
      return reference.path + "." + label
    case let .unrenderable(type):
      throw ExportError("a value of type \(type) cannot be written in Swift")
    }
  }

  private static func arguments(_ fields: [ExportValue.Field], context: Context) throws(ExportError) -> String {
    var items: [String] = []
    for field in fields {
      let value = try render(field.value, context: context)
      items.append(field.label.map { "\($0): \(value)" } ?? value)
    }
    return items.joined(separator: ", ")
  }

  private static func typeDescription(_ value: ExportValue) -> String {
    if case let .structure(type, _) = value { return type }
    return "value"
  }
}

/// Why a session cannot be exported as a test: one line, said after `error: `.
struct ExportError: Error, Equatable, CustomStringConvertible {
  let description: String
  /// The log entry the error is about, when it is about one, and the session it is in.
  private(set) var entry: Int?
  private(set) var session = 0

  init(_ description: String) {
    self.description = description
  }

  /// This error, about the log entry at `index`.
  func at(_ index: Int) -> ExportError {
    var error = self
    error.entry = index
    return error
  }

  /// This error, in the session at `index`.
  func `in`(session index: Int) -> ExportError {
    var error = self
    error.session = index
    return error
  }
}
