import ComposableArchitecture
import PlaygroundText

/// `$0.$signUpData`, `$0.$signUpData.topics` or `$0.count` in a test-mode assertion's value:
/// what the state holds there, as a `TestStore` test passes a screen's `@Shared` reference on
/// to the state it pushes, `.basics(BasicsFeature.State(signUpData: $0.$signUpData))`.
///
/// A `$name` is the `@Shared` reference itself; a name after it derives one, as
/// `$signUpData.topics` does in Swift. The test store's closure gets the same references as
/// the state the shell reads here, so reading them when the line is typed is reading them
/// when the closure runs.
struct StateReference {
  let names: [Literal.PropertyName]
  let column: Int

  init(_ names: [Literal.PropertyName], column: Int) {
    self.names = names
    self.column = column
  }

  /// The value in `state`, which must be of `type`; `builder` builds the ids of `[id: …]`.
  func value(in state: Any?, as type: Any.Type, builder: ValueBuilder) throws(ParseError) -> Any {
    guard var value = state else {
      throw ParseError("$0 is the state only in a test-mode assertion or a send", column: column)
    }
    for name in names {
      value = try child(name, of: value)
      if let id = name.elementID {
        value = try element(id, of: value, after: name, builder: builder)
      }
    }
    guard Swift.type(of: value) == type else {
      throw ParseError(
        "$0.\(names.map(\.name).joined(separator: ".")) is a \(displayName(Swift.type(of: value))), not a \(displayName(type))",
        column: column
      )
    }
    return value
  }

  /// `$syncUps[id: …]`: the reference to one element of a shared list, as
  /// `Shared($syncUps[id: id])` makes it in Swift.
  private func element(
    _ id: Literal, of value: Any, after name: Literal.PropertyName, builder: ValueBuilder
  ) throws(ParseError) -> Any {
    guard let list = value as? any SharedElementDeriving else {
      throw ParseError("\(name.name) is not a @Shared list, so it takes no [id: …]; type $\(name.name.drop { $0 == "$" })", column: id.column)
    }
    let key = try builder.build(id, as: list.elementIDType)
    guard let element = list.element(id: key) else {
      throw ParseError("\(name.name) has no element with id \(String(customDumping: key))", column: id.column)
    }
    return element
  }

  private func child(_ name: Literal.PropertyName, of value: Any) throws(ParseError) -> Any {
    let projected = name.name.hasPrefix("$")
    let bare = projected ? String(name.name.dropFirst()) : name.name
    // After a `$reference`, a name derives a reference to that field of the shared value.
    if let shared = value as? any SharedWritable {
      guard !projected,
        let property = BindableProperties.properties(of: shared.valueType).first(where: { $0.name == bare }),
        let derived = shared.derived(at: property.keyPath)
      else {
        throw ParseError("\(displayName(shared.valueType)) has no property '\(bare)' to share", column: name.column)
      }
      return derived
    }
    let children = Mirror(reflecting: value).children
    if projected {
      guard let shared = children.first(where: { $0.label == "_" + bare })?.value as? any SharedWritable else {
        throw ParseError("\(displayName(Swift.type(of: value))) has no @Shared property '\(bare)'", column: name.column)
      }
      return shared
    }
    guard let child = children.first(where: { $0.label == bare || $0.label == "_" + bare })?.value else {
      throw ParseError("\(displayName(Swift.type(of: value))) has no property '\(bare)'", column: name.column)
    }
    return (child as? any _AnyShared)?._wrappedValue ?? child
  }
}
