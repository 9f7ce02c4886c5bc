/// A value typed in the shell, in Swift literal syntax, before it is given a type.
struct Literal: Equatable {
  indirect enum Value: Equatable {
    /// `.name` or `.name(arguments)`; `arguments` is `nil` without parentheses.
    case enumCase(name: String, arguments: [Argument]?)
    case integer(String)
    case float(String)
    case string(String)
    /// `00000000-0000-0000-0000-000000000000`, a UUID as custom-dump prints one (valid, in
    /// capitals).
    case uuid(String)
    case bool(Bool)
    case `nil`
    case array([Literal])
    /// `#0`, a stack element id as TCA dumps it.
    case stackID(Int)
    /// `\.field.subfield`, a key path into state, as in `.binding(.set(\.email, "…"))`.
    case keyPath([PropertyName])
    /// `FactError(message: "…")`: a value made by a type's initializer, named with a
    /// capital letter, as an error in `.failure(…)` is typed.
    case initializer(type: String, arguments: [Argument])
    /// `{ TextState("Cancel") }`: a trailing closure of an initializer, with the values it
    /// lists, one or more for a result builder such as an alert's `actions:`.
    case closure([Literal])
    /// `$0.$signUpData` or `$0.$signUpData.topics`: a value taken from the state, in a test-mode
    /// assertion or a `send`, such as the `@Shared` reference a pushed screen holds. Each name
    /// keeps its `$` when typed with one; `$0.list.$syncUps[id: …]` reads an element's.
    case stateReference([PropertyName])
  }

  /// A property name in a key path, and where it was typed.
  struct PropertyName: Equatable {
    let name: String
    let column: Int
    /// In a ``Value/stateReference(_:)``, the id of `name[id: …]`, an element of the list the
    /// property holds.
    var elementID: Literal? = nil
  }

  struct Argument: Equatable {
    let label: String?
    let value: Literal
    let column: Int
    /// Whether the argument came from a case key path, `\.path.popFrom, 1`, which names no
    /// labels: it fits a case of one value whatever that value's label, as in TCA's
    /// `store.send(\.path.popFrom, 1)` for `.popFrom(id:)`.
    var fromCaseKeyPath = false
  }

  let value: Value
  let column: Int

  /// How the value reads in an error message.
  var summary: String {
    switch value {
    case let .enumCase(name, _): ".\(name)"
    case let .integer(text), let .float(text): text
    case let .string(text): "\"\(text)\""
    case let .uuid(text): text
    case let .bool(value): "\(value)"
    case .nil: "nil"
    case .array: "an array"
    case let .stackID(id): "#\(id)"
    case let .keyPath(path): "\\.\(path.map(\.name).joined(separator: "."))"
    case let .initializer(type, _): "\(type)(…)"
    case .closure: "a closure, { … }"
    case let .stateReference(path): "$0.\(path.map { $0.name + ($0.elementID == nil ? "" : "[id: …]") }.joined(separator: "."))"
    }
  }
}
