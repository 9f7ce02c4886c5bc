import ComposableArchitecture
import PlaygroundText

/// What `dependency` asks of a loaded lesson.
@MainActor
protocol DependencyControls: AnyObject {
  /// The dependencies the lesson uses first, its switchable ones and those it names in
  /// ``Lesson/uses``; then the others the playground sets.
  func printDependencies()
  func setDependency(_ name: String, mode: String, column: Int) throws(ParseError)
}

/// Switches a lesson's dependencies between the modes it offers, on its host's store, and
/// lists them. Each switch is published, for the export.
@MainActor
final class DependencySwitcher<State: Equatable, Action>: DependencyControls {
  private let host: FeatureHost<State, Action>
  private let lesson: Lesson
  private var modes: [String: String] = [:]

  init(host: FeatureHost<State, Action>, lesson: Lesson) {
    self.host = host
    self.lesson = lesson
    for option in lesson.dependencies { modes[option.name] = option.modes[0].name }
  }

  func printDependencies() {
    let switchable = lesson.dependencies.map { option in
      let current = modes[option.name] ?? option.modes[0].name
      let mode = option.modes.first { $0.name == current }
      let others = option.modes.map(\.name).joined(separator: ", ")
      return (option.name, "\(current): \(mode?.summary ?? "") (modes: \(others))", mode?.override)
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
          output.append(String(repeating: " ", count: width + 4) + Self.overrideLine(override))
        }
      }
    }
    output.append(used.isEmpty ? "\(lesson.id) uses no dependencies" : "\(lesson.id) uses:")
    list(used)
    output.append("the others, the same in every lesson:")
    list(others)
  }

  /// How `dependency` shows a mode's override: as a test writes it.
  private static func overrideLine(_ override: String) -> String {
    "in a test: withDependencies { \(override) }"
  }

  func setDependency(_ name: String, mode: String, column: Int) throws(ParseError) {
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
    guard let selected = option.modes.first(where: { $0.name == mode }) else {
      throw ParseError(
        "\(name) has no mode '\(mode)'; its modes are \(option.modes.map(\.name).joined(separator: ", "))",
        column: modeColumn,
        suggestion: closestName(to: mode, in: option.modes.map(\.name))
      )
    }
    selected.apply(&host.store.dependencies)
    modes[name] = selected.name
    host.publish(.dependencySwitched(name: name, mode: selected.name, override: selected.override))
    let output = host.environment.output
    output.append("\(name) is now \(selected.name): \(selected.summary)")
    if let override = selected.override {
      output.append("  " + Self.overrideLine(override))
    }
  }
}
