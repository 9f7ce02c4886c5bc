import ComposableArchitecture

/// How `receive` names an action by its case, as TCA's tests do:
/// `\.timerTicked`, `\.path[id: 0].basics.delegate.stepFinished`, and, when the case carries
/// a value the test can compare, the value: `receive(\.factResponse.success, "…")`.
struct ReceivedCasePath: Equatable, Sendable {
  /// `\.factResponse.success`.
  let keyPath: String
  /// The payload at the end of the path, when it is `Equatable` and statically so.
  let value: ExportValue?

  init(keyPath: String, value: ExportValue?) {
    self.keyPath = keyPath
    self.value = value
  }

  /// Walks `action` case by case, through every case-pathable enum, stack element ids
  /// included, to the first payload that is not one.
  init(_ action: Any) {
    var components = ""
    var current = action
    var payload: Any?
    while true {
      let mirror = Mirror(reflecting: current)
      guard mirror.displayStyle == .enum, current is any CasePathable else {
        payload = current
        break
      }
      guard let child = mirror.children.first, let name = child.label else {
        components += "." + String(describing: current)
        break
      }
      components += "." + name
      let fields = Mirror(reflecting: child.value)
      if fields.displayStyle == .tuple {
        // `.element(id: 0, action: …)`: the id subscripts, as in `\.path[id: 0].basics`.
        if let (id, action) = (current as? any ElementAction)?.elementIDAndAction,
          case let .literal(idSource) = ExportValue(id)
        {
          components.removeLast(".element".count)
          components += "[id: \(idSource)]"
          current = action
          continue
        }
        break
      }
      // A `Result`'s failure is `any Error`, which a test cannot compare by value.
      if name == "failure", String(describing: type(of: current)).hasPrefix("Result<") { break }
      current = child.value
    }
    keyPath = "\\" + components
    value = payload.flatMap { $0 is any Equatable ? ExportValue($0) : nil }
  }
}
