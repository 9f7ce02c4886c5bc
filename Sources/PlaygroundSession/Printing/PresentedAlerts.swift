import ComposableArchitecture

/// The alerts and confirmation dialogs in a state value, found by reflection, so the shell can
/// print one when it appears, as a screen would show it.
enum PresentedAlerts {
  /// An alert found, and the names of the properties that lead to it from the state.
  struct Found {
    let names: [String]
    let alert: any _PresentableAlert

    /// `destination.alert`.
    var path: String { names.joined(separator: ".") }
  }

  /// The alerts in `state`.
  ///
  /// It visits every value in the state, so what it does at each is kept small: a path is
  /// joined only for an alert found, and a type found not to be an alert is not cast again,
  /// except an optional or an `AnyHashable`, which cast as whatever they hold.
  static func find(in state: Any, depthLimit: Int = 12) -> [Found] {
    var found: [Found] = []
    var names: [String] = []
    var typesNotAlerts = Set<ObjectIdentifier>()
    func visit(_ value: Any, depth: Int) {
      let type = Swift.type(of: value)
      if !typesNotAlerts.contains(ObjectIdentifier(type)), let alert = value as? any _PresentableAlert {
        found.append(Found(names: names, alert: alert))
        return
      }
      guard depth > 0 else { return }
      let mirror = Mirror(reflecting: value)
      if mirror.displayStyle != .optional, type != AnyHashable.self {
        typesNotAlerts.insert(ObjectIdentifier(type))
      }
      for (index, child) in mirror.children.enumerated() {
        names.append(name(of: child, at: index))
        visit(child.value, depth: depth - 1)
        names.removeLast()
      }
    }
    visit(state, depth: depthLimit)
    return found
  }

  /// The lines for each alert in `newState` that `oldState` did not show at the same place:
  /// `alert: Delete 3 photos?`, its message, and its buttons. Only the new state is
  /// searched; the old one is read at the place of each alert found.
  static func lines(old oldState: Any, new newState: Any) -> [String] {
    find(in: newState)
      .filter { found in
        guard let shown = alert(at: found.names, in: oldState) else { return true }
        return describe(shown) != describe(found.alert)
      }
      .flatMap { lines(for: $0.alert) }
  }

  /// A property's name in a path: its label without the `_` of a wrapper's storage, or its
  /// position when it has none.
  private static func name(of child: Mirror.Child, at index: Int) -> String {
    child.label.map { $0.hasPrefix("_") ? String($0.dropFirst()) : $0 } ?? "\(index)"
  }

  /// The alert at the end of `names` in `state`, if one is there and none is on the way, as
  /// ``find(in:depthLimit:)`` would have found it.
  private static func alert(at names: [String], in state: Any) -> (any _PresentableAlert)? {
    var value = state
    for name in names {
      if value is any _PresentableAlert { return nil }
      let children = Mirror(reflecting: value).children.enumerated()
      guard let child = children.first(where: { self.name(of: $0.element, at: $0.offset) == name }) else { return nil }
      value = child.element.value
    }
    return value as? any _PresentableAlert
  }

  private static func describe(_ alert: any _PresentableAlert) -> String {
    lines(for: alert).joined(separator: "\n")
  }

  private static func lines(for alert: any _PresentableAlert) -> [String] {
    ["\(alert._kind): \(alert._title)"]
      + (alert._message.map { ["  \($0)"] } ?? [])
      + ["  " + alert._buttonLabels.map { "[\($0)]" }.joined(separator: " ")]
  }
}
