@_spi(Reflection) import Swift

/// Finds, at run time, the properties a binding action can set: the shell turns
/// `.binding(.set(\.signUpData.email, "blob@pointfree.co"))` into the key path
/// `\State.signUpData.email` and reads the value as the property's type, `String`.
///
/// A type's properties come from the list ``ObservableState()`` writes for it, or, for a plain
/// struct such as `SignUpData`, from the standard library's reflection of its stored
/// properties, which yields real key paths, equal to the ones written in Swift. Reflection
/// steps through a property wrapper that adopts ``_KeyPathResolvingWrapper``, hides other
/// storage whose name starts with `_`, and does not look into the standard library's types or
/// the runtime's own.
public enum BindableProperties {
  /// A property, or a path of properties, that can be set.
  public struct Property: @unchecked Sendable {
    /// `email`, or `signUpData.email` for a path.
    public let name: String
    /// A `WritableKeyPath` from the type the property was looked up in to the property.
    public let keyPath: AnyKeyPath
    /// The type of the property's value.
    public var valueType: Any.Type { type(of: keyPath).valueType }
  }

  /// The settable properties of a value of `type`, in declaration order; empty when there are
  /// none to set, as for enums, optionals and the standard library's types.
  public static func properties(of type: Any.Type) -> [Property] {
    let listed: [(name: String, keyPath: AnyKeyPath)]
    if let observable = type as? any ObservableState.Type, !observable._$anyProperties.isEmpty {
      listed = observable._$anyProperties
    } else {
      listed = reflectedProperties(of: type)
    }
    return listed.filter { isWritable($0.keyPath) }.map { Property(name: $0.name, keyPath: $0.keyPath) }
  }

  /// Follows a path of property names from `root`, e.g. `["signUpData", "email"]`.
  public static func resolve(_ names: [String], in root: Any.Type) throws(PropertyPathError) -> Property {
    var keyPath: AnyKeyPath?
    var owner = root
    for (index, name) in names.enumerated() {
      let candidates = properties(of: owner)
      guard let property = candidates.first(where: { $0.name == name }) else {
        throw PropertyPathError(index: index, name: name, owner: owner, candidates: candidates.map(\.name))
      }
      keyPath = keyPath.map { $0.appending(path: property.keyPath)! } ?? property.keyPath
      owner = property.valueType
    }
    guard let keyPath else {
      throw PropertyPathError(index: 0, name: "", owner: root, candidates: properties(of: root).map(\.name))
    }
    return Property(name: names.joined(separator: "."), keyPath: keyPath)
  }

  /// The names that lead from the key path's root to its value, when the key path is one
  /// ``resolve(_:in:)`` could return: how a binding action dumps its key path,
  /// `\State.signUpData.email`, whether Swift or the shell made it. `nil` for other key paths.
  public static func names(of keyPath: AnyKeyPath) -> [String]? {
    func search(_ type: Any.Type, from prefix: AnyKeyPath?, depth: Int) -> [String]? {
      guard depth > 0 else { return nil }
      for property in properties(of: type) {
        let path = prefix.map { $0.appending(path: property.keyPath)! } ?? property.keyPath
        if path == keyPath { return [property.name] }
        if let rest = search(property.valueType, from: path, depth: depth - 1) {
          return [property.name] + rest
        }
      }
      return nil
    }
    return search(type(of: keyPath).rootType, from: nil, depth: 4)
  }

  private static func reflectedProperties(of type: Any.Type) -> [(name: String, keyPath: AnyKeyPath)] {
    guard !isOpaque(type) else { return [] }
    func fields<Root>(of root: Root.Type) -> [(name: String, keyPath: AnyKeyPath)] {
      var fields: [(name: String, keyPath: AnyKeyPath)] = []
      _ = _forEachFieldWithKeyPath(of: root) { cName, keyPath in
        let name = String(cString: cName)
        let valueType = Swift.type(of: keyPath).valueType
        if let wrapper = valueType as? any _KeyPathResolvingWrapper.Type {
          let unwrapped = name.hasPrefix("_") ? String(name.dropFirst()) : name
          fields.append((unwrapped, keyPath.appending(path: wrapper._anyWrappedValueKeyPath)!))
        } else if !name.hasPrefix("_") {
          fields.append((name, keyPath))
        }
        return true
      }
      return fields
    }
    return _openExistential(type, do: fields)
  }

  /// Types whose stored properties are implementation details, not state a feature declares.
  private static func isOpaque(_ type: Any.Type) -> Bool {
    let module = _typeName(type, qualified: true).prefix { $0 != "." }
    return module.hasPrefix("_") || module.hasPrefix("Foundation") || [
      "Swift", "Dispatch", "ComposableArchitecture", "CasePaths", "Dependencies", "Clocks",
      "IdentifiedCollections", "OrderedCollections",
    ].contains(module)
  }

  private static func isWritable(_ keyPath: AnyKeyPath) -> Bool {
    func open<Root>(_: Root.Type) -> Bool {
      func openValue<Value>(_: Value.Type) -> Bool { keyPath is WritableKeyPath<Root, Value> }
      return _openExistential(type(of: keyPath).valueType, do: openValue)
    }
    return _openExistential(type(of: keyPath).rootType, do: open)
  }
}

extension ObservableState {
  fileprivate static var _$anyProperties: [(name: String, keyPath: AnyKeyPath)] {
    _$properties.map { ($0.name, $0.keyPath) }
  }
}

/// A name in a property path that is not a settable property of the type before it.
public struct PropertyPathError: Error, Equatable {
  /// Which name in the path, from 0.
  public let index: Int
  public let name: String
  /// The type that has no such property.
  public let owner: Any.Type
  /// The settable properties it does have.
  public let candidates: [String]

  /// `SignUpData has no property 'emial'`, or `String has no properties to set`.
  public var message: String {
    let owner = displayName(owner)
    guard !candidates.isEmpty else { return "\(owner) has no properties to set" }
    return name.isEmpty ? "expected a property of \(owner)" : "\(owner) has no property '\(name)'"
  }

  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.index == rhs.index && lhs.name == rhs.name && lhs.owner == rhs.owner
      && lhs.candidates == rhs.candidates
  }
}
