/// The assignments that turn one state into another, as a person writes them in a
/// `TestStore` closure: `$0.count = 1`, `$0.counter.alert = nil`, `$0.path[id: 1] = .summary(…)`,
/// `$0.$stats.withLock { $0 = … }`.
///
/// Leaves change one by one, at any depth (through optionals with `?.`, through the elements of
/// a stack or list with `[id: N]?` or `[id: N, case: \.name]?`); anything else, a new enum case for one, is assigned
/// whole. A `@Shared` value is written once, through the shortest path that reaches it, however
/// many properties hold it: they all see the same change, and as the feature made it when one
/// of the lesson's ``SharedChangeForms`` makes it.
struct StateAssignments {
  /// `let signUpData = $0.$signUpData` lines first, then the assignments.
  var lines: [String] { hoisted + assignments }
  private var assignments: [String] = []
  /// Shared references read into locals before an assignment through `?.` uses them: Swift
  /// begins the optional chain's access to `$0` before it evaluates the value assigned, so
  /// reading `$0` there would overlap it.
  private var hoisted: [String] = []
  private let context: SwiftSource.Context
  private let sharedForms: SharedChangeForms

  /// - Parameters:
  ///   - root: How the closure names the state: `$0`.
  ///   - sharedForms: The lesson's ways of writing a change to a `@Shared` value.
  init(
    from before: ExportValue, to after: ExportValue, root: String = "$0", sharedForms: SharedChangeForms = .init()
  ) throws(ExportError) {
    let shared = Self.sharedValues(in: after, root: root)
    let sharedBefore = Self.sharedValues(in: before, root: root)
    context = SwiftSource.Context(sharedPaths: shared.mapValues { ($0.path, $0.value) })
    self.sharedForms = sharedForms
    try assign(root, from: before, to: after)
    for (id, reference) in shared.sorted(by: { $0.value.path < $1.value.path }) {
      guard let old = sharedBefore[id], old.value != reference.value else { continue }
      try assignShared(reference.path, from: old, to: reference.value, settable: reference.settable)
    }
  }

  /// `$0.counter.$stats.withLock { $0.increment() }` when one of the lesson's methods makes the
  /// change; else `$0.$signUpData.withLock { $0.email = "…" }` when the properties that changed
  /// can be set one by one; else `withLock { $0 = Stats() }` when the value is the type's
  /// first, or `withLock { $0 = … }`, the new value whole: `Stats`' properties are `private(set)`.
  private mutating func assignShared(
    _ path: String, from old: SharedValue, to new: ExportValue, settable: [String]
  ) throws(ExportError) {
    if let call = sharedForms.methodCall(from: old.held, to: new) {
      assignments.append("\(path).withLock { \(call) }")
      return
    }
    if case .structure = new, !settable.isEmpty {
      let inside = try StateAssignments(from: old.value, to: new)
      let properties = inside.lines.map { line in
        String(line.dropFirst(3).prefix { $0.isLetter || $0.isNumber || $0 == "_" })
      }
      if !inside.lines.isEmpty, inside.lines.allSatisfy({ $0.hasPrefix("$0.") }),
        properties.allSatisfy(settable.contains)
      {
        guard inside.lines.count > 1 else {
          assignments.append("\(path).withLock { \(inside.lines[0]) }")
          return
        }
        assignments += ["\(path).withLock {"] + inside.lines.map { "  " + $0 } + ["}"]
        return
      }
    }
    if let reset = sharedForms.firstValue(new, of: old.held) {
      assignments.append("\(path).withLock { \(reset) }")
      return
    }
    assignments.append("\(path).withLock { $0 = \(try SwiftSource.render(new, context: context)) }")
  }

  /// Each `@Shared` value `state` holds, by the shortest Swift that reaches it from `root`
  /// (`$0.$signUpData`), with its value.
  static func sharedPaths(
    in state: ExportValue, root: String = "$0"
  ) -> [ObjectIdentifier: (path: String, value: ExportValue)] {
    sharedValues(in: state, root: root).mapValues { ($0.path, $0.value) }
  }

  private typealias SharedValue = (path: String, value: ExportValue, settable: [String], held: ExportValue.HeldValue)

  private static func sharedValues(in state: ExportValue, root: String) -> [ObjectIdentifier: SharedValue] {
    var paths: [ObjectIdentifier: SharedValue] = [:]
    collectShared(in: state, path: root) { id, shared in
      if paths[id].map({ $0.path.count > shared.path.count }) ?? true { paths[id] = shared }
    }
    return paths
  }

  /// Calls `found` with each non-derived `@Shared` value in `value`, the path to it and its value.
  private static func collectShared(
    in value: ExportValue, path: String, _ found: (ObjectIdentifier, SharedValue) -> Void
  ) {
    switch value {
    case let .structure(_, fields):
      for field in fields {
        guard let label = field.label else { continue }
        if case let .shared(root, derived, shared, settable, held) = field.value {
          if !derived { found(root, ("\(path).$\(label)", shared, settable, held)) }
        } else {
          collectShared(in: field.value, path: "\(path).\(label)", found)
        }
      }
    case let .some(wrapped):
      collectShared(in: wrapped, path: path + "?", found)
    case let .elements(_, elements):
      for element in elements {
        guard let id = try? SwiftSource.render(element.id, context: .init()) else { continue }
        if case let .enumCase(name, payload) = element.value, payload.count == 1 {
          collectShared(in: payload[0].value, path: "\(path)[id: \(id), case: \\.\(name)]?", found)
        } else if case .structure = element.value {
          collectShared(in: element.value, path: "\(path)[id: \(id)]?", found)
        }
      }
    default:
      break
    }
  }

  private mutating func assign(_ path: String, from before: ExportValue, to after: ExportValue) throws(ExportError) {
    guard !before.isSame(as: after) else { return }
    switch (before, after) {
    case let (.structure(oldType, oldFields), .structure(newType, newFields))
    where oldType == newType && oldFields.map(\.label) == newFields.map(\.label):
      for (old, new) in zip(oldFields, newFields) {
        guard let label = old.label else { continue }
        // Shared values are written once each, after the walk.
        if case .shared = new.value { continue }
        try assign("\(path).\(label)", from: old.value, to: new.value)
      }
    case let (.some(old), .some(new)):
      if case .structure = new {
        try assign(path + "?", from: old, to: new)
      } else {
        try set(path, to: after)
      }
    case let (.elements(_, old), .elements(_, new)) where Self.onlyAppends(from: old, to: new):
      try assignElements(path, from: old, to: new)
    default:
      try set(path, to: after)
    }
  }

  /// Whether the elements kept stay in their order and the new ones come after them, so that
  /// setting each by id builds the same container: `$0.todos[id: 1] = …` appends. A row
  /// inserted at the top, or rows sorted, are written as the whole list instead.
  private static func onlyAppends(from old: [ExportValue.Element], to new: [ExportValue.Element]) -> Bool {
    let oldIDs = old.map(\.id)
    let newIDs = new.map(\.id)
    let kept = newIDs.filter(oldIDs.contains)
    return kept == oldIDs.filter(newIDs.contains) && newIDs.starts(with: kept)
  }

  /// A stack's or list's elements by id: those gone set to `nil`, the new ones set whole, and
  /// those kept changed inside, through `[id: N]?` or, for an enum's case, `[id: N, case: \.name]?`.
  private mutating func assignElements(
    _ path: String, from old: [ExportValue.Element], to new: [ExportValue.Element]
  ) throws(ExportError) {
    for element in old.reversed() where !new.contains(where: { $0.id == element.id }) {
      assignments.append("\(path)[id: \(try SwiftSource.render(element.id, context: context))] = nil")
    }
    for element in new {
      let id = try SwiftSource.render(element.id, context: context)
      guard let previous = old.first(where: { $0.id == element.id })?.value else {
        try set("\(path)[id: \(id)]", to: element.value)
        continue
      }
      if previous.isSame(as: element.value) { continue }
      switch (previous, element.value) {
      case let (.enumCase(oldName, oldPayload), .enumCase(newName, newPayload))
      where oldName == newName && oldPayload.count == 1 && newPayload.count == 1:
        try assign("\(path)[id: \(id), case: \\.\(newName)]?", from: oldPayload[0].value, to: newPayload[0].value)
      case let (.structure(oldType, _), .structure(newType, _)) where oldType == newType:
        try assign("\(path)[id: \(id)]?", from: previous, to: element.value)
      default:
        try set("\(path)[id: \(id)]", to: element.value)
      }
    }
  }

  private mutating func set(_ path: String, to value: ExportValue) throws(ExportError) {
    var source = try SwiftSource.render(value, context: context)
    if path.contains("?") {
      source = Self.hoistingSharedReferences(in: source, context: context, into: &hoisted)
    }
    assignments.append("\(path) = \(source)")
  }

  /// `source` with each reference to one of the state's `@Shared` values read into a constant
  /// first, declared in `hoisted`: Swift refuses to read `$0.$signUpData` in the value of a
  /// write through `$0.path[id: 4]?…`, an overlapping access to `$0`.
  static func hoistingSharedReferences(
    in source: String, context: SwiftSource.Context, into hoisted: inout [String]
  ) -> String {
    var source = source
    for reference in context.sharedPaths.values where source.contains(reference.path) {
      let name = String(reference.path.split(separator: ".").last ?? "").replacing("$", with: "")
      let declaration = "let \(name) = \(reference.path)"
      if !hoisted.contains(declaration) { hoisted.append(declaration) }
      source = source.replacing(reference.path, with: name)
    }
    return source
  }
}

extension ExportValue {
  /// Whether the two are equal, holding the same `@Shared` references wherever the other holds
  /// one, whatever those hold: a shared value's change is written once, on its own, never as a
  /// change of every state that holds it.
  func isSame(as other: ExportValue) -> Bool {
    switch (self, other) {
    case let (.shared(root, _, _, _, _), .shared(otherRoot, _, _, _, _)):
      return root == otherRoot
    case let (.some(value), .some(otherValue)):
      return value.isSame(as: otherValue)
    case let (.enumCase(name, payload), .enumCase(otherName, otherPayload)):
      return name == otherName && Self.isSame(payload, otherPayload)
    case let (.structure(type, fields), .structure(otherType, otherFields)):
      return type == otherType && Self.isSame(fields, otherFields)
    case let (.array(elements), .array(otherElements)):
      return elements.count == otherElements.count
        && zip(elements, otherElements).allSatisfy { $0.isSame(as: $1) }
    case let (.dictionary(entries), .dictionary(otherEntries)):
      return entries.count == otherEntries.count
        && zip(entries, otherEntries).allSatisfy { $0.key.isSame(as: $1.key) && $0.value.isSame(as: $1.value) }
    case let (.elements(_, elements), .elements(_, otherElements)):
      return elements.map(\.id) == otherElements.map(\.id)
        && zip(elements, otherElements).allSatisfy { $0.value.isSame(as: $1.value) }
    default:
      return self == other
    }
  }

  private static func isSame(_ fields: [Field], _ otherFields: [Field]) -> Bool {
    fields.count == otherFields.count
      && zip(fields, otherFields).allSatisfy { $0.label == $1.label && $0.value.isSame(as: $1.value) }
  }
}
