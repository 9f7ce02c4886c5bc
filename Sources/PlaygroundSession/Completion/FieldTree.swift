/// Property names and the properties under them: what `state PATH` accepts, and what a key
/// path such as `\.profile.name` can name.
struct FieldTree: Equatable, Sendable {
  struct Field: Equatable, Sendable {
    let name: String
    let subfields: FieldTree
  }

  var fields: [Field]

  init(_ fields: [Field] = []) {
    self.fields = fields
  }

  /// The tree under `path`, or `nil` when a name on the way does not exist.
  func subtree(at path: some Sequence<some StringProtocol>) -> FieldTree? {
    var tree = self
    for name in path {
      guard let field = tree.fields.first(where: { $0.name == name }) else { return nil }
      tree = field.subfields
    }
    return tree
  }

  var names: [String] { fields.map(\.name) }
}
