/// Names a new lesson cannot take although the package declares no type of that name: what
/// Swift, Foundation, swift-testing and the libraries the runtime exports declare, which a
/// lesson type of the same name would hide from every lesson and test; the names a feature
/// nests; and the members of `Lesson`, which a registration sits next to.
enum ReservedNames {
  /// Types and modules a lesson or its test refers to by name.
  static let types: Set<String> = [
    // The modules a lesson and its test import, and the lessons' own.
    "ComposableArchitecture", "Foundation", "LessonRegistry", "Lessons", "Testing",
    // The standard library's and Foundation's common types.
    "AnyObject", "Array", "Bool", "Character", "Codable", "Data", "Date", "Decodable", "Dictionary", "Double",
    "Duration", "Encodable", "Equatable", "Error", "Float", "Hashable", "Identifiable", "Int", "MainActor",
    "Never", "Optional", "Result", "Sendable", "Set", "String", "Task", "URL", "UUID", "Void",
    // swift-testing's.
    "Suite", "Test",
    // What the runtime re-exports: clocks, dependencies, case paths, identified arrays.
    "CasePathable", "CaseKeyPath", "Clock", "ContinuousClock", "Dependency", "DependencyKey", "DependencyValues",
    "IdentifiedArray", "IdentifiedArrayOf", "ImmediateClock", "SuspendingClock", "TestClock",
    // The lessons' folder type, and what a `@Reducer` nests.
    "Action", "Body", "LessonFolder", "State",
  ]

  /// The members of `Lesson` (Sources/LessonRegistry/Lesson.swift) a lesson module sees; a
  /// registration of the same name would clash with one.
  static let lessonMembers: Set<String> = [
    "chapter", "dependencies", "errors", "id", "inChapter", "inModule", "initialStateSource", "initializers", "memo",
    "methods", "module", "open", "reducerSource", "summary", "title", "tutorialFiles", "uses",
  ]
}
