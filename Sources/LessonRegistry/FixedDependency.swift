/// A dependency the playground sets the same way in every lesson, so a session stays a function
/// of its commands. `dependency` lists them, the ones the lesson's feature uses first (a lesson
/// names them in ``Lesson/uses``); none can be switched.
package struct FixedDependency {
  /// The `DependencyValues` property, as a feature writes it in `@Dependency(\.…)`.
  package let name: String
  /// What the playground sets it to.
  package let summary: String

  package static let all = [
    FixedDependency(name: "continuousClock", summary: "virtual: a TestClock that moves only on advance and run"),
    FixedDependency(name: "dataDirectory", summary: "the data folder, where .fileStorage keeps its files ('shared' names it)"),
    FixedDependency(name: "date", summary: "virtual: 2026-01-01 00:00:00 UTC plus the virtual time"),
    FixedDependency(name: "dismiss", summary: "from the runtime, in each presented child and stack element: dismisses it"),
    FixedDependency(name: "uuid", summary: "incrementing: 00000000-0000-0000-0000-000000000000, then …001, …"),
  ]

  package static var names: [String] { all.map(\.name) }
}
