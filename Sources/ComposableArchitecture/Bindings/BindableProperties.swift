/// Finds, at run time, the properties a binding action can set: the shell turns
/// `.binding(.set(\.signUpData.email, "blob@pointfree.co"))` into the key path
/// `\State.signUpData.email` and reads the value as the property's type, `String`.
///
/// A type's properties come from the list ``ObservableState()`` writes for it: compiled key
/// paths, equal to the ones written in Swift, through property wrappers such as `@Shared`.
/// A nested struct whose fields are bound, such as `SignUpData`, is `@ObservableState` too, as
/// a SwiftUI view binding to them would need.
///
/// The standard library's reflection (`_forEachFieldWithKeyPath`) would find a plain struct's
/// fields as well, but on Linux writing through its key paths, once appended to another,
/// corrupts memory for fields 64 or more bytes into the struct, so it is not used.
public enum BindableProperties {
  /// A property, or a path of properties, that can be set.
  public struct Property: @unchecked Sendable {
    /// `email`, or `signUpData.email` for a path.
    public let name: String
    /// A `WritableKeyPath` from the type the property was looked up in to the property.
    public let keyPath: AnyKeyPath
    /// The names up to the first `@Shared` property the path goes through, `signUpData` for
    /// `signUpData.email`; `nil` when it goes through none. Setting such a path writes through
    /// `Shared`'s setter, which swift-sharing deprecates for `withLock`.
    public var sharedPrefix: String? = nil
    /// The type of the property's value.
    public var valueType: Any.Type { type(of: keyPath).valueType }
  }

  /// The settable properties of a value of `type`, in declaration order; empty when there are
  /// none to set, as for enums, optionals and the standard library's types.
  public static func properties(of type: Any.Type) -> [Property] {
    guard let observable = type as? any ObservableState.Type else { return [] }
    let shared = observable._$sharedProperties
    return observable._$anyProperties.filter { isWritable($0.keyPath) }
      .map { Property(name: $0.name, keyPath: $0.keyPath, sharedPrefix: shared.contains($0.name) ? $0.name : nil) }
  }

  /// Follows a path of property names from `root`, e.g. `["signUpData", "email"]`.
  public static func resolve(_ names: [String], in root: Any.Type) throws(PropertyPathError) -> Property {
    var keyPath: AnyKeyPath?
    var owner = root
    var sharedPrefix: String?
    for (index, name) in names.enumerated() {
      let candidates = properties(of: owner)
      guard let property = candidates.first(where: { $0.name == name }) else {
        throw PropertyPathError(index: index, name: name, owner: owner, candidates: candidates.map(\.name))
      }
      keyPath = keyPath.map { $0.appending(path: property.keyPath)! } ?? property.keyPath
      if sharedPrefix == nil, property.sharedPrefix != nil { sharedPrefix = names[...index].joined(separator: ".") }
      owner = property.valueType
    }
    guard let keyPath else {
      throw PropertyPathError(index: 0, name: "", owner: root, candidates: properties(of: root).map(\.name))
    }
    return Property(name: names.joined(separator: "."), keyPath: keyPath, sharedPrefix: sharedPrefix)
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
    guard !candidates.isEmpty else {
      let isStandardLibrary = _typeName(self.owner, qualified: true).hasPrefix("Swift.")
      return "\(owner) has no properties to set" + (isStandardLibrary ? "" : "; to bind its fields, mark it @ObservableState")
    }
    return name.isEmpty ? "expected a property of \(owner)" : "\(owner) has no property '\(name)'"
  }

  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.index == rhs.index && lhs.name == rhs.name && lhs.owner == rhs.owner
      && lhs.candidates == rhs.candidates
  }
}
