import Foundation
import Lessons
import Testing

/// Every feature file in Lessons/ reads as TCA 1.25 with swift-sharing 2 requires, checked over
/// the source text; and the lint itself catches each mistake.
@Suite struct LessonSourceLintTests {
  /// The Lessons/ folder beside this package's Tests/.
  static let lessonsFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appending(component: "Lessons")

  static func lessonSources() throws -> [(name: String, text: String)] {
    let enumerator = try #require(FileManager.default.enumerator(at: lessonsFolder, includingPropertiesForKeys: nil))
    return try enumerator.compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
      .sorted { $0.path < $1.path }
      .map { ($0.path.replacingOccurrences(of: lessonsFolder.path + "/", with: ""), try String(contentsOf: $0, encoding: .utf8)) }
  }

  @Test func everyLessonFileReadsAsModernTCA() throws {
    let sources = try Self.lessonSources()
    #expect(sources.count >= 15, "found the lesson files")
    let findings = sources.flatMap { LessonLint(file: $0.name, source: $0.text).findings }
    #expect(findings == [], "\(findings.map(\.description).joined(separator: "\n"))")
  }

  @Test func theLessonsHoldStatesSharedValuesAndClients() throws {
    let all = try Self.lessonSources().map { LessonLint(file: $0.name, source: $0.text) }
    // So the clean result above is not a lint that found nothing to look at.
    #expect(all.flatMap { $0.lines.filter { $0.contains("struct State") } }.count >= 10)
    // The first lessons' shared values at least; the catalogue adds more.
    #expect(all.reduce(into: Set<String>()) { $0.formUnion($1.sharedNames) }.isSuperset(of: ["signUpData", "stats", "shifts"]))
    #expect(all.contains { $0.lines.contains { $0.contains("extension KettleClient: DependencyKey") } })
  }

  @Test func aStateWithoutObservableStateIsFound() {
    let lint = LessonLint(file: "Counter.swift", source: """
      @Reducer
      struct Counter {
        struct State: Equatable {
          var count = 0
        }
      }
      @Reducer
      struct Other {
        @ObservableState
        // a comment between would hide it, so attributes must be adjacent
        struct State {}
        @ObservableState
        @CasePathable
        struct State {}
      }
      """)
    #expect(lint.statesWithoutObservableState.map(\.line) == [3, 11])
  }

  @Test func theSharedSetterIsFound() {
    let lint = LessonLint(file: "Stats.swift", source: """
      struct State {
        @Shared(.stats) var stats = Stats()
        @Shared var topics: Set<Topic>
        var count = 0
      }
      state.stats = Stats()
      state.stats.count += 1
      self.topics.insert(.testing)
      state.$stats.withLock { $0.increment() }
      state.count = 1
      if state.stats == Stats() {}
      """)
    #expect(lint.sharedSetterUses.map(\.line) == [6, 7, 8])
    #expect(lint.sharedSetterUses.first?.message == "'state.stats =' sets @Shared stats through its setter; use $stats.withLock { … }")
  }

  @Test func aDependencyKeyWithoutTestValueIsFound() {
    let without = LessonLint(file: "Client.swift", source: """
      extension KettleClient: DependencyKey {
        static let liveValue = Self()
      }
      """)
    #expect(without.dependencyKeysWithoutTestValue.map(\.line) == [1])
    let with = LessonLint(file: "Client.swift", source: """
      extension KettleClient: DependencyKey {
        static let liveValue = Self()
        static let testValue = Self()
      }
      """)
    #expect(with.dependencyKeysWithoutTestValue == [])
  }

  /// `dependency` shows each mode as a test's override; the code of the lesson folder that
  /// declares the mode is that text. Lessons asking for the same client share its modes
  /// (`kettle`'s are the cancellation lesson's), so the folder is any lesson's. A mode of
  /// the playground's own has no override, and its client's endpoints are recorded instead,
  /// which the export overrides.
  @Test func eachDependencyModeIsTheOverrideItShows() throws {
    let sources = try Self.lessonSources()
    let folders = Dictionary(grouping: sources) { String($0.name.prefix { $0 != "/" }) }
      .mapValues { $0.map(\.text).joined() }
    for lesson in allLessons {
      for option in lesson.dependencies {
        for mode in option.modes {
          guard let override = mode.override else {
            #expect(!option.endpoints.isEmpty, "\(lesson.id) \(option.name) \(mode.name) shows its override, or records its endpoints")
            continue
          }
          #expect(override.hasPrefix("$0.\(option.name)"))
          // Once as the text shown, once as the code that runs.
          #expect(folders.values.contains { $0.components(separatedBy: override).count - 1 == 2 }, "\(override)")
        }
      }
    }
  }
}
