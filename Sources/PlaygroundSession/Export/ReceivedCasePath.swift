import ComposableArchitecture

/// How `receive` names an action by its case, as TCA's tests do:
/// `\.timerTicked`, `\.path[id: 0].basics.delegate.stepFinished`, and, when the case carries
/// a value the test can compare, the value: `receive(\.factResponse.success, "…")`.
struct ReceivedCasePath: Equatable, Sendable {
  private let source: Source

  private enum Source: Sendable {
    case built(keyPath: String, value: ExportValue?)
    /// Built from a logged action when first read (see ``ActionForm``).
    case deferred(Deferred<ReceivedCasePath>)
  }

  /// `\.factResponse.success`.
  var keyPath: String { built.keyPath }
  /// The payload at the end of the path, when it is `Equatable` and statically so.
  var value: ExportValue? { built.value }

  private var built: (keyPath: String, value: ExportValue?) {
    switch source {
    case let .built(keyPath, value): (keyPath, value)
    case let .deferred(path): path.value.built
    }
  }

  init(keyPath: String, value: ExportValue?) {
    source = .built(keyPath: keyPath, value: value)
  }

  /// A path built when it is first read.
  init(_ path: Deferred<ReceivedCasePath>) {
    source = .deferred(path)
  }

  /// Two paths of one logged action are equal without building it.
  static func == (lhs: Self, rhs: Self) -> Bool {
    if case let .deferred(left) = lhs.source, case let .deferred(right) = rhs.source, left === right { return true }
    return lhs.built == rhs.built
  }

  /// Walks `action` case by case, through every case-pathable enum, stack element ids
  /// included, to the first payload that is not one, whose value is read at `moment`.
  init(_ action: Any, at moment: ExportValue.Moment = .after) {
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
    // A payload holding a `@Shared` reference, `.delegate(.startMeeting($syncUp))`, is not
    // compared: a test names the case alone, as TCA's `receive(\.delegate.startMeeting)`.
    source = .built(
      keyPath: "\\" + components,
      value: payload.flatMap { $0 is any Equatable && !ExportValue.mayHoldShared($0) ? ExportValue($0, at: moment) : nil }
    )
  }
}
