import ComposableArchitecture
import PlaygroundText

/// What `dependency` asks of a loaded lesson.
@MainActor
protocol DependencyControls: AnyObject {
  /// The dependencies the lesson uses first, its switchable ones and those it names in
  /// ``Lesson/uses``; then the others the playground sets.
  func printDependencies()
  /// Switches `name` to `mode`; without a mode, says which modes `name` takes.
  func setDependency(_ name: String, mode: String?, column: Int) throws(ParseError)
}

/// Switches a lesson's dependencies between the modes it offers, on its host's store, and
/// lists them. Each switch is published, for the export, and starts an era of the endpoint
/// calls it records.
@MainActor
final class DependencySwitcher<State: Equatable, Action>: DependencyControls {
  private let host: FeatureHost<State, Action>
  private let lesson: Lesson
  private let calls: EndpointCallLog
  private var modes: [String: String] = [:]
  /// The era the next switch starts: the starting modes are the first, one per option.
  private var nextEra: Int

  init(host: FeatureHost<State, Action>, lesson: Lesson, calls: EndpointCallLog) {
    self.host = host
    self.lesson = lesson
    self.calls = calls
    nextEra = lesson.dependencies.count
    for option in lesson.dependencies { modes[option.name] = option.modes[0].name }
  }

  func printDependencies() {
    let switchable = lesson.dependencies.map { option in
      let current = modes[option.name] ?? option.modes[0].name
      let mode = option.modes.first { $0.name == current }
      let others = option.modes.map(\.name).joined(separator: ", ")
      return (option.name, "\(current): \(mode?.summary ?? "") (modes: \(others))", mode.flatMap { Self.testForm(of: $0, in: option) })
    }
    let fixed = FixedDependency.all.map { ($0.name, $0.summary, String?.none) }
    let used = (switchable + fixed.filter { lesson.uses.contains($0.0) }).sorted { $0.0 < $1.0 }
    let others = fixed.filter { !lesson.uses.contains($0.0) }
    let width = (used + others).map(\.0.count).max() ?? 0
    let output = host.environment.output
    func list(_ rows: [(String, String, String?)]) {
      for (name, description, override) in rows {
        output.append("  " + name.padding(toLength: width + 2, withPad: " ", startingAt: 0) + description)
        if let override {
          output.append(String(repeating: " ", count: width + 4) + override)
        }
      }
    }
    output.append(used.isEmpty ? "\(lesson.id) uses no dependencies" : "\(lesson.id) uses:")
    list(used)
    guard !others.isEmpty else { return }
    output.append("the others, the same in every lesson:")
    list(others)
  }

  /// How `dependency` says a test sets a mode: its override, as a test writes it; for a mode
  /// of the playground's own, what the export writes instead.
  private static func testForm(of mode: DependencyOption.Mode, in option: DependencyOption) -> String? {
    if let override = mode.override { return "in a test: withDependencies { \(override) }" }
    guard !option.endpoints.isEmpty else { return nil }
    return "in a test: the playground's own; export test overrides each endpoint called with its answers"
  }

  func setDependency(_ name: String, mode: String?, column: Int) throws(ParseError) {
    guard let option = lesson.dependencies.first(where: { $0.name == name }) else {
      let fixed = FixedDependency.names
      if fixed.contains(name) {
        throw ParseError("\(name) has one mode in the playground, so sessions stay deterministic", column: column)
      }
      throw ParseError(
        "\(lesson.id) has no dependency '\(name)'",
        column: column,
        suggestion: closestName(to: name, in: lesson.dependencies.map(\.name) + fixed)
      )
    }
    let modeColumn = column + name.count + 1
    let modeNames = option.modes.map(\.name).joined(separator: ", ")
    guard let mode else {
      throw ParseError("\(name) needs a mode: \(modeNames) (it is \(modes[name] ?? option.modes[0].name) now)", column: modeColumn)
    }
    guard let selected = option.modes.first(where: { $0.name == mode }) else {
      throw ParseError(
        "\(name) has no mode '\(mode)'; its modes are \(modeNames)",
        column: modeColumn,
        suggestion: closestName(to: mode, in: option.modes.map(\.name))
      )
    }
    let era = nextEra
    nextEra += 1
    option.apply(selected, to: &host.store.dependencies, recordingTo: calls.recorder(for: name, era: era))
    modes[name] = selected.name
    host.publish(.dependencySwitched(name: name, mode: selected.name, override: selected.override, era: era))
    let output = host.environment.output
    output.append("\(name) is now \(selected.name): \(selected.summary)")
    if let testForm = Self.testForm(of: selected, in: option) {
      output.append("  " + testForm)
    }
  }
}
