import ComposableArchitecture

/// The loaded feature's action types as completion walks them: for the root `Action` and every
/// payload type reachable from it, what can be typed for a value of that type.
///
/// Built once per lesson on the main actor, then read from any thread. Types are looked up by
/// ``TypeKey``, so a type that contains itself (a recursive navigation stack) is described
/// once and walked as deep as the user types.
struct ActionSchema: Sendable {
  let root: TypeKey
  private var shapes: [TypeKey: PayloadShape]

  init(root type: Any.Type) {
    var builder = Builder()
    root = builder.key(for: type)
    shapes = builder.shapes
  }

  func shape(of type: TypeKey) -> PayloadShape {
    shapes[type] ?? .opaque
  }

  /// Stands for the actions of the feature on top of the screen, which `send ^` takes (see
  /// ``TopMostFeature``); opaque until ``describingTopMost(as:)`` describes it.
  static let topMost = TypeKey(TopMostActions.self)
  private enum TopMostActions {}

  /// This schema with ``topMost`` described as `actionType`'s cases and `.dismiss`. What is on
  /// top changes with every command, so each completion snapshot describes its own.
  func describingTopMost(as actionType: Any.Type) -> ActionSchema {
    var schema = self
    let dismiss = CaseShape(name: "dismiss", parameters: [])
    schema.shapes[Self.topMost] = .cases(shape(of: TypeKey(actionType)).cases + [dismiss])
    return schema
  }

  /// Describes types as it meets them. ``CompletionShapeDescribing`` types use it to describe
  /// their payloads.
  struct Builder {
    fileprivate var shapes: [TypeKey: PayloadShape] = [:]

    /// Describes `type` (once) and returns its key.
    mutating func key(for type: Any.Type) -> TypeKey {
      let key = TypeKey(type)
      guard shapes[key] == nil else { return key }
      shapes[key] = .opaque  // a type met again inside itself stops here
      shapes[key] = shape(of: type)
      return key
    }

    /// Gives `type` a shape of the caller's making, such as the key path of a binding action,
    /// which no reflection can find.
    mutating func key(for type: Any.Type, shape: PayloadShape) -> TypeKey {
      let key = TypeKey(type)
      shapes[key] = shape
      return key
    }

    /// The same order as ``ValueBuilder``, so completion offers what the parser accepts, but a
    /// type that describes its shape itself comes first: a `CaseReflectable` one does so to key
    /// a payload apart from other values of its type.
    private mutating func shape(of type: Any.Type) -> PayloadShape {
      if let describing = type as? any CompletionShapeDescribing.Type {
        return describing.completionShape(in: &self)
      }
      if let reflectable = type as? any CaseReflectable.Type {
        return .cases(
          reflectable.anyReflectedCases.map { reflected in
            CaseShape(
              name: reflected.name,
              parameters: reflected.parameters.map { .init(label: $0.label, type: key(for: $0.type)) }
            )
          }
        )
      }
      if let iterable = type as? any CaseIterable.Type {
        return .cases(iterable.namedCases.map { CaseShape(name: $0.name, parameters: []) })
      }
      return .opaque
    }
  }
}
