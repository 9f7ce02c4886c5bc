/// A state value holding child states by id, as `state`, `shared`, completion and test mode see
/// it: a navigation stack read as TCA's `path[id: 0]` reads it, a list as `todos[id: 1]`; never
/// through its storage. The containers conform in `Containers/`.
protocol ElementsByID {
  /// What the value is, in a sentence: `a navigation stack`.
  static var containerDescription: String { get }
  /// The type an id is typed as in `[id: …]`.
  static var idType: Any.Type { get }
  /// In the container's order: bottom of a stack first.
  var elementIDs: [AnyHashable] { get }
  func element(id: AnyHashable) -> Any?
  /// An id as `state` and TCA's tests type it: `0` for a stack's `#0`. The id is one of
  /// ``elementIDs``, or one built as an ``idType``.
  static func spelling(of id: AnyHashable) -> String
}

extension ElementsByID {
  /// `[id: 0]`, as TCA's `path[id: 0]` subscripts a stack and `state` takes it.
  func subscriptSpelling(of id: AnyHashable) -> String {
    "[id: \(Self.spelling(of: id))]"
  }
}

/// `value`, built by ``ValueBuilder`` as an ``ElementsByID/idType``, as an id. Every
/// container's id type is `Hashable`, as an `Identifiable` id and a stack's id are.
func hashableElementID(_ value: Any) -> AnyHashable {
  value as! AnyHashable
}
