/// `+=`, `-=`, `*=`, `/=` and `%=` in a test-mode closure, as TCA's tests write them:
/// `{ $0.count += 1 }`, `{ $0.text += "!" }`, `{ $0.numbers += [3] }`.
///
/// An integer operation that would overflow, or divide by zero, writes nothing, where Swift
/// would stop the program: the assertion then fails on the difference.
enum CompoundAssignment: Character, CaseIterable {
  case add = "+", subtract = "-", multiply = "*", divide = "/", remainder = "%"

  /// `+=`
  var spelling: String { "\(rawValue)=" }

  /// Whether a value of `type` takes this operator.
  func applies(to type: Any.Type) -> Bool {
    let isInteger = type is any FixedWidthInteger.Type
    let isFloat = type is any BinaryFloatingPoint.Type
    switch self {
    case .add: return isInteger || isFloat || type is any RangeReplaceableCollection.Type
    case .subtract, .multiply, .divide: return isInteger || isFloat
    case .remainder: return isInteger
    }
  }

  /// What a value of the wrong type is told it needs.
  var operandDescription: String {
    switch self {
    case .add: "a number, a string or an array"
    case .subtract, .multiply, .divide: "a number"
    case .remainder: "an integer"
    }
  }

  /// `lhs` combined with `rhs`, a value of its type; `nil` when the operation has no result.
  func apply(_ lhs: Any, _ rhs: Any) -> Any? {
    if let lhs = lhs as? any FixedWidthInteger { return integer(lhs, rhs) }
    if let lhs = lhs as? any BinaryFloatingPoint { return float(lhs, rhs) }
    if self == .add, let lhs = lhs as? any RangeReplaceableCollection { return appending(lhs, rhs) }
    return nil
  }

  private func integer<T: FixedWidthInteger>(_ lhs: T, _ rhs: Any) -> T? {
    guard let rhs = rhs as? T else { return nil }
    let (result, overflow) =
      switch self {
      case .add: lhs.addingReportingOverflow(rhs)
      case .subtract: lhs.subtractingReportingOverflow(rhs)
      case .multiply: lhs.multipliedReportingOverflow(by: rhs)
      case .divide: lhs.dividedReportingOverflow(by: rhs)
      case .remainder: lhs.remainderReportingOverflow(dividingBy: rhs)
      }
    return overflow ? nil : result
  }

  private func float<T: BinaryFloatingPoint>(_ lhs: T, _ rhs: Any) -> T? {
    guard let rhs = rhs as? T else { return nil }
    switch self {
    case .add: return lhs + rhs
    case .subtract: return lhs - rhs
    case .multiply: return lhs * rhs
    case .divide: return lhs / rhs
    case .remainder: return nil
    }
  }

  private func appending<C: RangeReplaceableCollection>(_ lhs: C, _ rhs: Any) -> C? {
    guard let rhs = rhs as? C else { return nil }
    return lhs + rhs
  }
}
