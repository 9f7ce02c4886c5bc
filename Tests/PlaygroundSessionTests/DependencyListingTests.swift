import Lessons
import PlaygroundSession
import Testing

/// `dependency` lists what the lesson's feature uses first, then what the playground sets the
/// same in every lesson.
@MainActor
struct DependencyListingTests {
  func listing(_ lessonID: String) async throws -> [String] {
    try await Playground.replay(["dependency"], lessons: allLessons, lessonID: lessonID).map(\.text).dropFirst().map { $0 }
  }

  @Test func aLessonThatUsesNoneSaysSoAndListsTheOthers() async throws {
    #expect(try await listing("counter") == [
      "counter uses no dependencies",
      "the others, the same in every lesson:",
      "  continuousClock  virtual: a TestClock that moves only on advance and run",
      "  dataDirectory    the data folder, where .fileStorage keeps its files ('shared' names it)",
      "  date             virtual: 2026-01-01 00:00:00 UTC plus the virtual time",
      "  dismiss          from the runtime, in each presented child and stack element: dismisses it",
      "  uuid             incrementing: 00000000-0000-0000-0000-000000000000, then …001, …",
    ])
  }

  @Test(arguments: [
    ("timers", ["continuousClock"]),
    ("cancellation", ["continuousClock", "kettle"]),
    ("shared-stats", ["dataDirectory"]),
    ("sign-up", ["dismiss"]),
  ])
  func theDependenciesALessonUsesComeFirst(_ lessonID: String, _ used: [String]) async throws {
    let listing = try await listing(lessonID)
    // A switchable dependency's mode is followed by the override a test writes for it.
    let overrides = listing.filter { $0.trimmingCharacters(in: .whitespaces).hasPrefix("in a test:") }
    #expect(overrides.count == used.filter { $0 == "kettle" }.count)
    let lines = listing.filter { !overrides.contains($0) }
    #expect(lines.first == "\(lessonID) uses:")
    let names = lines.map { $0.split(separator: " ").first.map(String.init) ?? "" }
    #expect(Array(names.dropFirst().prefix(used.count)) == used)
    #expect(lines[used.count + 1] == "the others, the same in every lesson:")
    #expect(lines.count == 2 + 5 + used.count - used.filter { $0 != "kettle" }.count)
  }

  /// A name without a mode says which modes it takes and which is on; more words than a name
  /// and a mode say how the command reads, with no lesson's name in it.
  @Test func aNameAloneListsItsModes() async throws {
    let lines = try await Playground.replay(
      ["dependency kettle", "dependency kettle slow", "dependency kettle", "dependency kettle slow now"],
      lessons: allLessons, lessonID: "cancellation"
    ).map(\.text)
    #expect(lines.contains("error: kettle needs a mode: live, slow, failing, never (it is live now) (column 19)"))
    #expect(lines.contains("error: kettle needs a mode: live, slow, failing, never (it is slow now) (column 19)"))
    #expect(lines.contains("error: usage: dependency [NAME [MODE]]; 'dependency' lists the names and their modes (column 12)"))
  }
}
