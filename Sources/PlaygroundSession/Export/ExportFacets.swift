/// What the export needs of the TCA containers, seen without their generic parameters. The
/// containers conform in `Containers/`.

/// An ``ElementsByID`` container in a state the export writes: a navigation stack, a list.
protocol ExportedElements: ElementsByID {
  /// How Swift builds it.
  static var elementsForm: ExportValue.ElementsForm { get }
}

/// `@Presents` storage, whose value the export writes as the property's.
protocol PresentsStorage {
  var presented: Any? { get }
}

/// A `.binding(.set(\.email, …))` payload.
protocol ExportedBindingAction {
  /// The names of the bound property's path, `["signUpData", "email"]`; `nil` when it is not a
  /// path of stored properties.
  var propertyNames: [String]? { get }
  var boundValue: Any { get }
}

/// A value Swift spells with a literal of another type: a stack element id, `0`.
protocol SwiftLiteralSpelled {
  var swiftLiteral: String { get }
}
