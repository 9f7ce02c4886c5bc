/// A Swift type as completion keys it: `Sendable` and hashable, unlike `Any.Type`, so a
/// snapshot built on the main actor can say "values of this type" to the editor's thread.
struct TypeKey: Hashable, Sendable {
  private let id: ObjectIdentifier

  init(_ type: Any.Type) {
    id = ObjectIdentifier(type)
  }
}
