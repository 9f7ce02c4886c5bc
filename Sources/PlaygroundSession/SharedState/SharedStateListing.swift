import ComposableArchitecture

/// The shared state a lesson holds, as `shared` lists it: each reference once, with the places
/// in the state that point at it, first the ones the state holds, in the state's order, then
/// keyed ones only effects hold.
struct SharedStateListing {
  struct Entry {
    let reference: any AnySharedReference
    /// Property paths in the state as `state` takes them, `counter.stats` or
    /// `path[id: 0].basics.signUpData`, with property wrappers' underscores off.
    var paths: [String]

    var persistent: (any AnyPersistentReference)? {
      reference as? any AnyPersistentReference
    }

    /// What `shared reset NAME` calls it: the key's name, or the property's.
    var name: String {
      persistent?.key.name ?? paths.first?.split(separator: ".").last.map(String.init) ?? "value"
    }
  }

  private(set) var entries: [Entry] = []

  init(state: Any, references: [any AnyPersistentReference]) {
    visit(state, path: "", depth: 0)
    for reference in references where !entries.contains(where: { $0.reference === reference }) {
      entries.append(Entry(reference: reference, paths: []))
    }
  }

  /// How deep into the state to look: far deeper than any lesson's state nests.
  private static let maximumDepth = 32

  private mutating func visit(_ value: Any, path: String, depth: Int) {
    if let shared = value as? any _AnyShared {
      if let index = entries.firstIndex(where: { $0.reference === shared._root }) {
        entries[index].paths.append(path)
      } else {
        entries.append(Entry(reference: shared._root, paths: [path]))
      }
      return
    }
    guard depth < Self.maximumDepth else { return }
    // A stack's elements by id, `path[id: 0]`, as `state` takes them.
    if let container = value as? any ElementsByID {
      for id in container.elementIDs {
        if let element = container.element(id: id) {
          visit(element, path: path + container.subscriptSpelling(of: id), depth: depth + 1)
        }
      }
      return
    }
    let mirror = Mirror(reflecting: value)
    for (offset, child) in mirror.children.enumerated() {
      let childPath: String
      if mirror.displayStyle == .optional {
        childPath = path
      } else if let label = child.label {
        let name = label.hasPrefix("_") ? String(label.dropFirst()) : label
        childPath = path.isEmpty ? name : "\(path).\(name)"
      } else {
        childPath = "\(path)[\(offset)]"
      }
      visit(child.value, path: childPath, depth: depth + 1)
    }
  }
}
