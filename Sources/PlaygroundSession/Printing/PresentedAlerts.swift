import ComposableArchitecture

/// The alerts and confirmation dialogs in a state value, found by reflection, so the shell can
/// print one when it appears, as a screen would show it.
enum PresentedAlerts {
  /// The alerts in `state`, with the path of property names that holds each.
  static func find(in state: Any, depthLimit: Int = 12) -> [(path: String, alert: any _PresentableAlert)] {
    var found: [(path: String, alert: any _PresentableAlert)] = []
    func visit(_ value: Any, path: String, depth: Int) {
      if let alert = value as? any _PresentableAlert {
        found.append((path, alert))
        return
      }
      guard depth > 0 else { return }
      for (index, child) in Mirror(reflecting: value).children.enumerated() {
        let name = child.label.map { $0.hasPrefix("_") ? String($0.dropFirst()) : $0 } ?? "\(index)"
        visit(child.value, path: path.isEmpty ? name : "\(path).\(name)", depth: depth - 1)
      }
    }
    visit(state, path: "", depth: depthLimit)
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
