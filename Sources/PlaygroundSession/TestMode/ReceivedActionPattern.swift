import CasePaths
import ComposableArchitecture
import CustomDump
import PlaygroundText

/// What a test-mode `receive` expects, as TCA's `store.receive` takes it: a case key path,
/// `\.timerTicked` or `\.path[id: 0].basics.delegate.stepFinished`, which any value of the case
/// matches; or a case key path with a value, `\.factResponse.success, "0 is a good number."`,
/// or the same typed as an action, `.factResponse(.success("0 is a good number."))`, which
/// match that value only.
///
/// The lessons' actions are not `Equatable`, as TCA's idiom has it, so an action is always
/// matched case by case, down to the value at the end, which is compared by `==`, or by its
/// dump when its type is not `Equatable` (an `Error`).
///
/// Test stores take case paths as `Sendable` closures; a pattern is only ever used on the main
/// actor, in the command that read it.
struct ReceivedActionPattern: @unchecked Sendable {
  private let literal: Literal
  /// The action the pattern names whole, when it ends with a value.
  let expectedAction: Any?
  /// That value, the last case's payload.
  let expectedValue: Any?

  /// - Parameter actionType: The feature's action type: a value is typed as the payload the
  ///   case takes.
  init(_ literal: Literal, actionType: Any.Type, builder: ValueBuilder) throws(ParseError) {
    self.literal = literal
    guard Self.endsWithValue(literal) else {
      expectedAction = nil
      expectedValue = nil
      // Checks the case names against the action type.
      try Self.checkCases(literal, in: actionType)
      return
    }
    let action = try builder.build(literal, as: actionType)
    // A case whose value describes itself otherwise than by its name (a custom
    // `description`) cannot be walked by name: its case key path still can be.
    guard case let .value(value) = Self.match(literal, action) else {
      throw ParseError(
        "this action can't be matched value by value; receive it by its case key path, as \\.name",
        column: literal.column
      )
    }
    expectedAction = action
    expectedValue = value
  }

  /// Whether the pattern names a value: the last case it names has one.
  var hasValue: Bool { expectedAction != nil }

  /// The value of the pattern's last case in `action`, when `action` has the pattern's cases;
  /// `()` when the pattern names no value.
  func extract(from action: Any) -> Any? {
    switch Self.match(literal, action) {
    case .mismatch: nil
    case .anyValue: ()
    case let .value(value): value
    }
  }

  /// Whether the received action is the one the pattern names, value and all.
  func matchesValue(of action: Any) -> Bool {
    guard let expectedValue, let value = extract(from: action) else { return false }
    return Self.isEqual(value, expectedValue)
  }

  private enum Match {
    case mismatch
    /// The cases match and the pattern names no value.
    case anyValue
    /// The cases match; this is the action's value at the pattern's last case.
    case value(Any)
  }

  /// Walks the pattern's cases down the action's.
  private static func match(_ literal: Literal, _ value: Any) -> Match {
    guard case let .enumCase(name, arguments) = literal.value else { return .value(value) }
    let mirror = Mirror(reflecting: value)
    guard mirror.displayStyle == .enum else { return .mismatch }
    let child = mirror.children.first
    if reachesThroughPresentation(name, in: type(of: value)) {
      guard child?.label == "presented", let presented = child?.value else { return .mismatch }
      return match(literal, presented)
    }
    let caseName = child?.label ?? String(describing: value)
    guard caseName == name else { return .mismatch }
    guard let arguments, !arguments.isEmpty else { return .anyValue }
    guard let payload = child?.value else { return .mismatch }
    // `.element(id: 0, action: …)`: the id must match, typed as the action's id is (a stack's
    // `#0`, or `0` as TCA's `[id: 0]` takes it), then on into the action.
    if arguments.count == 2, arguments[0].label == "id", arguments[1].label == "action" {
      guard let (id, action) = (value as? any ElementAction)?.elementIDAndAction,
        let typed = try? ValueBuilder().build(arguments[0].value, as: type(of: id)),
        hashableElementID(typed) == hashableElementID(id)
      else { return .mismatch }
      return match(arguments[1].value, action)
    }
    if arguments.count == 1, case .enumCase = arguments[0].value.value,
      Mirror(reflecting: payload).displayStyle == .enum
    {
      return match(arguments[0].value, payload)
    }
    return .value(payload)
  }

  /// Whether the last case the pattern names carries a value: `\.factResponse.success, "…"`
  /// does, `\.factResponse.success` and `\.timerTicked` do not.
  private static func endsWithValue(_ literal: Literal) -> Bool {
    !isCaseOnly(literal)
  }

  private static func isCaseOnly(_ literal: Literal) -> Bool {
    guard case let .enumCase(_, arguments) = literal.value else { return false }
    guard let arguments, !arguments.isEmpty else { return true }
    if arguments.count == 2, arguments[0].label == "id", arguments[1].label == "action" {
      return isCaseOnly(arguments[1].value)
    }
    return arguments.count == 1 && isCaseOnly(arguments[0].value)
  }

  /// Checks that each case a value-less pattern names exists, as far as the action types
  /// list them, so a typo is an error at its column rather than a failed receive.
  private static func checkCases(_ literal: Literal, in type: Any.Type) throws(ParseError) {
    guard case let .enumCase(name, arguments) = literal.value,
      let reflectable = type as? any CaseReflectable.Type
    else { return }
    let cases = reflectable.anyReflectedCases
    if reachesThroughPresentation(name, in: type),
      let presented = cases.first(where: { $0.name == "presented" })?.parameters.first?.type
    {
      return try checkCases(literal, in: presented)
    }
    guard let reflected = cases.first(where: { $0.name == name }) else {
      throw .unknownName(
        "\(displayName(type)) has no case .\(name)", name, among: cases.map(\.name), kind: "cases", sigil: ".",
        column: literal.column
      )
    }
    guard let arguments, let last = arguments.last,
      let parameter = reflected.parameters.first(where: { $0.label == last.label }) ?? reflected.parameters.last
    else { return }
    try checkCases(last.value, in: parameter.type)
  }

  /// Whether a case named `name` is the presented feature's, reached through a presentation
  /// action's `.presented` without naming it, as TCA's case key paths reach it:
  /// `\.recordingMemo.timerUpdated` receives `.recordingMemo(.presented(.timerUpdated))`.
  private static func reachesThroughPresentation(_ name: String, in type: Any.Type) -> Bool {
    type is any PresentationActionCases.Type && name != "presented" && name != "dismiss"
  }

  /// `==` for two values of one type, through `Equatable` when the type is; otherwise their
  /// dumps, which is how custom-dump tells them apart in the failure's diff.
  static func isEqual(_ lhs: Any, _ rhs: Any) -> Bool {
    func open<T: Equatable>(_ lhs: T) -> Bool { (rhs as? T) == lhs }
    if let lhs = lhs as? any Equatable { return open(lhs) }
    var left = ""
    var right = ""
    customDump(lhs, to: &left)
    customDump(rhs, to: &right)
    return left == right
  }
}

/// A received action's value as a test-mode `receive` compares it: see
/// ``ReceivedActionPattern/isEqual(_:_:)``.
struct ReceivedValue: Equatable {
  let value: Any

  static func == (lhs: Self, rhs: Self) -> Bool {
    ReceivedActionPattern.isEqual(lhs.value, rhs.value)
  }
}
