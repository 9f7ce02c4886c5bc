import ComposableArchitecture
import PlaygroundText

/// What `bind signUpData.email "blob@pointfree.co"` writes to: a field of a `@Shared` value,
/// as a SwiftUI view binds to it in TCA's onboarding case study,
///
/// ```swift
/// @Binding(store.$signUpData) var signUpData
/// TextField("Email", text: $signUpData.email)
/// ```
///
/// Such a binding writes through the shared reference and sends no action: the reference locks
/// the write, saves it to the key's storage, and every feature holding it sees it, so TCA needs
/// no reducer for it. A field that is not behind `@Shared` is bound through the store instead,
/// `$store.email`, which sends `.binding(.set(\.email, …))`.
struct SharedBinding {
  /// A name in the typed path, and where it starts in the line.
  struct Name {
    let text: String
    let column: Int
  }

  /// `signUpData.email`
  let path: String
  /// The type the value is typed as, `String`.
  let valueType: Any.Type
  private let shared: any SharedWritable
  private let keyPath: AnyKeyPath

  /// Follows `names` through `state`'s properties to a `@Shared` one, then through the shared
  /// value's `@ObservableState` fields.
  init(_ names: [Name], in state: Any) throws(ParseError) {
    path = names.map(\.text).joined(separator: ".")
    var value = state
    for (index, name) in names.enumerated() {
      let children = Mirror(reflecting: value).children.compactMap { child in
        child.label.map { (name: $0.hasPrefix("_") ? String($0.dropFirst()) : $0, value: child.value) }
      }
      guard let child = children.first(where: { $0.name == name.text }) else {
        throw ParseError(
          "\(displayName(type(of: value))) has no property '\(name.text)'", column: name.column,
          suggestion: closestName(to: name.text, in: children.map(\.name))
        )
      }
      if let shared = child.value as? any SharedWritable {
        let field = try Self.field(Array(names[(index + 1)...]), of: shared, named: names[...index])
        self.shared = shared
        keyPath = field.keyPath
        valueType = field.valueType
        return
      }
      value = child.value
    }
    throw ParseError(
      "\(path) is not @Shared, so a view binds to it through the store, which sends an action: send \\.binding.\(path), VALUE",
      column: names[0].column
    )
  }

  /// Writes `value`, of ``valueType``, through the shared reference; `false` when `value` is
  /// of another type.
  func write(_ value: Any) -> Bool {
    shared.write(value, at: keyPath)
  }

  /// The key path from the shared value to the field `names` name, and the field's type.
  private static func field(
    _ names: [Name], of shared: any SharedWritable, named sharedPath: ArraySlice<Name>
  ) throws(ParseError) -> (keyPath: AnyKeyPath, valueType: Any.Type) {
    let sharedName = sharedPath.map(\.text).joined(separator: ".")
    guard !names.isEmpty else {
      guard ValueBuilder.canBuild(shared.valueType) else {
        let fields = TypeableProperty.all(in: shared.valueType, depth: 3)
        let example = fields.first.map { "; bind one of its fields, such as \(sharedName).\($0.path.joined(separator: "."))" } ?? ""
        throw ParseError(
          "\(sharedName) is a \(displayName(shared.valueType)), which can't be typed in the shell\(example)",
          column: sharedPath.last!.column
        )
      }
      return (shared.wholeValue, shared.valueType)
    }
    do {
      let property = try BindableProperties.resolve(names.map(\.text), in: shared.valueType)
      return (property.keyPath, property.valueType)
    } catch {
      let name = names[error.index]
      throw ParseError(error.message, column: name.column, suggestion: closestName(to: name.text, in: error.candidates))
    }
  }
}

extension SharedBinding {
  /// The paths `bind` accepts in `state`: each `@Shared` property that can be typed whole, and
  /// the typeable fields of its value, through nested structs a few levels deep.
  static func paths(in state: Any, depth: Int = 3) -> [[String]] {
    guard depth > 0 else { return [] }
    return Mirror(reflecting: state).children.flatMap { child -> [[String]] in
      guard let label = child.label else { return [] }
      let name = label.hasPrefix("_") ? String(label.dropFirst()) : label
      if let shared = child.value as? any SharedWritable {
        let whole = ValueBuilder.canBuild(shared.valueType) ? [[name]] : []
        return whole + TypeableProperty.all(in: shared.valueType, depth: 3).map { [name] + $0.path }
      }
      guard Mirror(reflecting: child.value).displayStyle == .struct else { return [] }
      return paths(in: child.value, depth: depth - 1).map { [name] + $0 }
    }
  }
}
