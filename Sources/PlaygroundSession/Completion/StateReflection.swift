/// What completion needs from the feature's state, read by walking it with `Mirror` the way
/// `state PATH` does: labelled children only, so collections' elements are not fields.
///
/// The walk is bounded (depth and number of fields), so a large state cannot slow the prompt;
/// deeper names still work when typed, they are only not offered.
struct StateReflection {
  static let maximumDepth = 8
  static let maximumFields = 2_000

  /// The state's properties, for `state PATH`.
  private(set) var fields = FieldTree()
  /// Literals of the ``LiveValueContainer`` values found, by the type they are typed as.
  private(set) var liveValues: [TypeKey: [String]] = [:]
  private var budget = maximumFields

  init(_ state: Any) {
    fields = walk(state, depth: 0)
  }

  private mutating func walk(_ value: Any, depth: Int) -> FieldTree {
    if let container = value as? any LiveValueContainer {
      let type = TypeKey(Swift.type(of: container).liveValueType)
      for literal in container.liveValueLiterals where !liveValues[type, default: []].contains(literal) {
        liveValues[type, default: []].append(literal)
      }
    }
    guard depth < Self.maximumDepth else { return FieldTree() }
    // A stack's or list's elements, by id as `state` takes them (`[id: 0]`), not its storage.
    if let container = value as? any ElementsByID {
      var elements: [FieldTree.Field] = []
      for id in container.elementIDs {
        guard budget > 0, let element = container.element(id: id) else { break }
        budget -= 1
        elements.append(
          FieldTree.Field(name: container.subscriptSpelling(of: id), subfields: walk(element, depth: depth + 1))
        )
      }
      return FieldTree(elements)
    }
    let mirror = Mirror(reflecting: value)
    // An optional's value's properties, as `state PATH` reads through it; none while `nil`.
    if mirror.displayStyle == .optional {
      return mirror.children.first.map { walk($0.value, depth: depth) } ?? FieldTree()
    }
    // Elements of collections have no labels; skip them without visiting each one.
    let isCollection = [.collection, .dictionary, .set].contains(mirror.displayStyle)
    guard !isCollection else { return FieldTree() }
    var fields: [FieldTree.Field] = []
    for child in mirror.children {
      guard budget > 0 else { break }
      guard let label = child.label else { continue }
      budget -= 1
      fields.append(FieldTree.Field(name: label, subfields: walk(child.value, depth: depth + 1)))
    }
    return FieldTree(fields)
  }
}
