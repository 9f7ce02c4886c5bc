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

  /// The tree of property paths such as `["signUpData", "email"]`, names in the order they
  /// first appear.
  init(paths: [[String]]) {
    var fields: [Field] = []
    for name in paths.compactMap(\.first) where !fields.contains(where: { $0.name == name }) {
      let rests = paths.filter { $0.first == name }.map { Array($0.dropFirst()) }.filter { !$0.isEmpty }
      fields.append(Field(name: name, subfields: FieldTree(paths: rests)))
    }
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
