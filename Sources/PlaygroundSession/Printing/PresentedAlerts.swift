import ComposableArchitecture

/// The alerts and confirmation dialogs in a state value, found by reflection, so the shell can
/// print one when it appears, as a screen would show it.
enum PresentedAlerts {
  /// The alerts in `state`, with the path of property names that holds each.
  ///
  /// It visits every value in the state, so what it does at each is kept small: a path is
  /// joined only for an alert found, and a type found not to be an alert is not cast again,
  /// except an optional or an `AnyHashable`, which cast as whatever they hold.
  static func find(in state: Any, depthLimit: Int = 12) -> [(path: String, alert: any _PresentableAlert)] {
    var found: [(path: String, alert: any _PresentableAlert)] = []
    var names: [String] = []
    var typesNotAlerts = Set<ObjectIdentifier>()
    func visit(_ value: Any, depth: Int) {
      let type = Swift.type(of: value)
      if !typesNotAlerts.contains(ObjectIdentifier(type)), let alert = value as? any _PresentableAlert {
        found.append((names.joined(separator: "."), alert))
        return
      }
      guard depth > 0 else { return }
      let mirror = Mirror(reflecting: value)
      if mirror.displayStyle != .optional, type != AnyHashable.self {
        typesNotAlerts.insert(ObjectIdentifier(type))
      }
      for (index, child) in mirror.children.enumerated() {
        names.append(child.label.map { $0.hasPrefix("_") ? String($0.dropFirst()) : $0 } ?? "\(index)")
        visit(child.value, depth: depth - 1)
        names.removeLast()
      }
    }
    visit(state, depth: depthLimit)
    return found
  }

  /// The lines for each alert in `newState` that `oldState` did not show at the same place:
  /// `alert: 👍 The number 3 is prime!`, its message, and its buttons.
  static func lines(old oldState: Any, new newState: Any) -> [String] {
    let shown = Set(find(in: oldState).map { "\($0.path)\u{0}\(describe($0.alert))" })
    return find(in: newState)
      .filter { !shown.contains("\($0.path)\u{0}\(describe($0.alert))") }
      .flatMap { lines(for: $0.alert) }
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
