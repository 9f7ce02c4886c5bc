/// More than ``TestSourceGenerator/longRun`` actions received in a row, kept as what the export
/// writes of them rather than one entry each, so the log of a timer that runs for a day, or a
/// million ticks, stays the size of a few steps.
///
/// The export writes a run as a loop of `receive` calls when every action is of one case and
/// changes one integer to one more than the last (the timer's `secondsElapsed`), otherwise as
/// `skipReceivedActions()` and one assertion from the state before the first to the state after
/// the last. Both need only the first step, the last, the count and whether the pattern held,
/// which each new action updates.
struct ReceiveRun: Equatable, Sendable {
  let first: ExportStep
  let path: ReceivedCasePath
  /// The last step appended with its values; see ``ticks``.
  private var lastAppended: ExportStep
  /// Steps after ``lastAppended``, each the one before with the counter one more: a timer's
  /// ticks, counted without building their values, which reading a state through its `Mirror`
  /// would cost.
  private var ticks = 0
  private(set) var count: Int
  /// Whether every action had `path`'s case and value, while ``counter`` counts the run: past
  /// that the export writes the run as a skip, whatever the cases, so they are not compared,
  /// and the actions' forms wait until an export reads them (``ActionForm``).
  private var samePath = true
  /// Where in the state the one integer each step changes is, while each step changes it by
  /// one and nothing else; `nil` once one does not.
  private(set) var counter: [Int]?

  /// The run of `steps`, oldest first.
  init?(_ steps: [(step: ExportStep, path: ReceivedCasePath)]) {
    guard let (step, path) = steps.first else { return nil }
    first = step
    self.path = path
    lastAppended = step
    count = 1
    counter = step.before.incrementedInteger(to: step.expected)
    for (step, path) in steps.dropFirst() { append(step, path) }
  }

  mutating func append(_ step: ExportStep, _ path: ReceivedCasePath) {
    if let position = counter {
      counter = last.expected == step.before && step.before.incrementedInteger(to: step.expected) == position
        ? position : nil
    }
    if counter != nil { samePath = samePath && path == self.path }
    lastAppended = step
    ticks = 0
    count += 1
  }

  /// Whether the run counts actions of the case `path` that add one to the counter, and change
  /// nothing else, as ticks: see ``appendTicks(_:)``.
  func countsTick(_ path: ReceivedCasePath) -> Bool {
    isCounted && path == self.path
  }

  /// Appends `number` steps with the last one's action, each adding one to the counter and
  /// changing nothing else, without their values. Only for a run that ``countsTick(_:)``.
  mutating func appendTicks(_ number: Int) {
    ticks += number
    count += number
  }

  /// The last step.
  var last: ExportStep {
    guard ticks > 0, let counter else { return lastAppended }
    return ExportStep(
      action: lastAppended.actionForm,
      before: lastAppended.expected.addingToInteger(ticks - 1, at: counter),
      expected: lastAppended.expected.addingToInteger(ticks, at: counter)
    )
  }

  /// Whether the export can write it as a loop.
  var isCounted: Bool { samePath && counter != nil }

  static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.first == rhs.first && lhs.path == rhs.path && lhs.last == rhs.last && lhs.count == rhs.count
      && lhs.isCounted == rhs.isCounted && lhs.counter == rhs.counter
  }
}

extension ExportValue {
  /// Whether a `@Shared` value is in it, at any depth.
  var holdsShared: Bool {
    switch self {
    case .shared: true
    case .literal, .alert, .unrenderable: false
    case let .some(value): value.holdsShared
    case let .enumCase(_, fields), let .structure(_, fields), let .call(_, fields): fields.contains { $0.value.holdsShared }
    case let .array(values): values.contains(where: \.holdsShared)
    case let .dictionary(entries): entries.contains { $0.key.holdsShared || $0.value.holdsShared }
    case let .elements(_, elements): elements.contains { $0.value.holdsShared }
    }
  }

  /// Where the one integer that differs from `other` is, when `other` is this value with one
  /// integer one more and nothing else changed: the child indices from the root.
  func incrementedInteger(to other: ExportValue) -> [Int]? {
    switch (self, other) {
    case let (.literal(old), .literal(new)):
      guard let old = Int(old), let new = Int(new), new == old + 1 else { return nil }
      return []
    case let (.some(old), .some(new)):
      return old.incrementedInteger(to: new).map { [0] + $0 }
    case let (.enumCase(oldName, oldFields), .enumCase(newName, newFields)) where oldName == newName:
      return Self.incremented(oldFields.map(\.value), newFields.map(\.value))
    case let (.structure(oldType, oldFields), .structure(newType, newFields)) where oldType == newType:
      guard oldFields.map(\.label) == newFields.map(\.label) else { return nil }
      return Self.incremented(oldFields.map(\.value), newFields.map(\.value))
    default:
      return nil
    }
  }

  /// This value with `amount` added to the integer at `position`, one that
  /// ``incrementedInteger(to:)`` found.
  func addingToInteger(_ amount: Int, at position: [Int]) -> ExportValue {
    guard amount != 0 else { return self }
    guard let index = position.first else {
      guard case let .literal(text) = self, let value = Int(text) else { return self }
      return .literal(String(value + amount))
    }
    let rest = Array(position.dropFirst())
    func adding(to fields: [Field]) -> [Field] {
      var fields = fields
      fields[index] = Field(label: fields[index].label, value: fields[index].value.addingToInteger(amount, at: rest))
      return fields
    }
    switch self {
    case let .some(wrapped): return .some(wrapped.addingToInteger(amount, at: rest))
    case let .enumCase(name, fields): return .enumCase(name: name, payload: adding(to: fields))
    case let .structure(type, fields): return .structure(type: type, fields: adding(to: fields))
    default: return self
    }
  }

  /// The one child of `old` that differs from the same child of `new`, incremented.
  private static func incremented(_ old: [ExportValue], _ new: [ExportValue]) -> [Int]? {
    guard old.count == new.count else { return nil }
    let changed = old.indices.filter { old[$0] != new[$0] }
    guard changed.count == 1, let index = changed.first,
      let position = old[index].incrementedInteger(to: new[index])
    else { return nil }
    return [index] + position
  }
}
