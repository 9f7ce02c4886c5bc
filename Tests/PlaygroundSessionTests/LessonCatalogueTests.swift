import ComposableArchitecture
import Foundation
import LessonNames
import Lessons
import PlaygroundText
import Testing

@testable import PlaygroundSession

@Reducer
private struct Blank {
  struct State: Equatable {}
  enum Action { case tapped }
  var body: some ReducerOf<Self> { EmptyReducer() }
}

/// Finding one's way among thirty-odd lessons: `lessons` groups them by chapter, a mistyped id
/// is suggested even where many ids share a start, `load` completes them, and a playground
/// works out nothing of a lesson until it is loaded or listed.
@MainActor
struct LessonCatalogueTests {
  /// The ids a full catalogue has, by the chapters of `Lessons/Chapters.md`.
  static let chapters: KeyValuePairs<String, [String]> = [
    "Getting started": [
      "counter", "two-counters", "bindings-basics", "bindings-forms", "optional-state", "shared-state-in-memory",
      "shared-state-user-defaults", "shared-state-file-storage", "shared-state-onboarding",
      "alerts-and-confirmation-dialogs", "animations",
    ],
    "Effects": [
      "timers", "cancellation", "shared-stats", "effects-basics", "long-living", "refreshable", "web-socket",
      "system-environment",
    ],
    "Navigation": [
      "sign-up", "navigate-and-load", "lists-navigate-and-load", "multiple-destinations", "sheet-load-then-present",
      "sheet-present-and-load", "navigation-stack",
    ],
    "Higher-order reducers": ["recursion", "reusable-favoriting", "reusable-offline-downloads"],
    "Apps": ["todos", "search", "matchsticks", "time-lapse", "bird-walks"],
  ]

  static var ids: [String] { chapters.flatMap(\.value) }

  static func blank(_ id: String) -> Lesson {
    Lesson(id: id, title: id, summary: "the \(id) case study", initialState: { Blank.State() }, reducer: { Blank() })
  }

  static var catalogue: [Lesson] {
    chapters.flatMap { chapter in chapter.value.map { blank($0).inChapter(chapter.key) } }
  }

  func run(_ commands: [String], lessons: [Lesson] = catalogue) async throws -> String {
    var lines: [OutputLine] = []
    let playground = try Playground(lessons: lessons, sink: { lines.append($0) })
    for command in commands {
      lines.append(OutputLine(playground.prompt + command))
      _ = await playground.execute(command)
    }
    return lines.text
  }

  @Test func lessonsListsEachChapterOnceWithItsLessonsUnderIt() {
    let listing = lessonListing(Self.catalogue, progress: TutorialProgress(), loaded: "search")
    #expect(listing.count == Self.ids.count + Self.chapters.count + 1)
    #expect(listing.filter { !$0.hasPrefix(" ") && !$0.hasPrefix("*") }.dropLast() == Self.chapters.map(\.key))
    #expect(listing.prefix(3) == [
      "Getting started",
      "    counter                          -  the counter case study",
      "    two-counters                     -  the two-counters case study",
    ])
    #expect(listing.contains("Apps"))
    #expect(listing.contains("*   search                           -  the search case study"))
    #expect(listing.last == "n/m: tutorial goals met ('learn LESSON' starts it), ✓ all of them; -: no tutorial; *: the lesson loaded now")
  }

  /// The chapter comes from `Lessons/Chapters.md` through the build plugin, not a list kept by hand.
  @Test func everyRegisteredLessonIsInTheChapterOfItsHeading() throws {
    let chaptersFile = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appending(components: "Lessons", "Chapters.md")
    let text = try String(contentsOf: chaptersFile, encoding: .utf8)
    var chapter = ""
    var expected: [String: String] = [:]
    for line in text.split(separator: "\n") {
      if line.hasPrefix("## ") { chapter = String(line.dropFirst(3)) }
      if line.hasPrefix("- ") { expected[LessonNames.id(ofFolder: String(line.dropFirst(2)))] = chapter }
    }
    #expect(Dictionary(uniqueKeysWithValues: allLessons.map { ($0.id, $0.chapter ?? "none") }) == expected)
    // The project's chapters, and yours when `new` has made it.
    let headings = text.split(separator: "\n").filter { $0.hasPrefix("## ") }.map { String($0.dropFirst(3)) }
    #expect(headings.filter { $0 != LessonNames.ideasChapter } == Self.chapters.map(\.key))
  }

  @Test func aMistypedIdSuggestsTheLessonsItMayMean() {
    let ids = Self.ids
    #expect(lessonSuggestion(for: "countr", among: ids) == "counter")
    #expect(lessonSuggestion(for: "recursoin", among: ids) == "recursion")
    #expect(lessonSuggestion(for: "Match_Sticks", among: ids) == "matchsticks")
    #expect(lessonSuggestion(for: "bird_walks", among: ids) == "bird-walks")
    // A start several share names them all, in the chapters' order, not the first alone.
    #expect(lessonSuggestion(for: "bindings", among: ids) == "bindings-basics or bindings-forms")
    #expect(lessonSuggestion(for: "sheet", among: ids) == "sheet-load-then-present or sheet-present-and-load")
    #expect(
      lessonSuggestion(for: "shared", among: ids)
        == "shared-state-in-memory, shared-state-user-defaults, shared-state-file-storage (or 2 more)"
    )
    #expect(lessonSuggestion(for: "shard-stats", among: ids) == "shared-stats")
    #expect(lessonSuggestion(for: "sharedstate", among: ids)?.hasPrefix("shared-state-in-memory, ") == true)
    // A later word: after the ids it starts.
    #expect(lessonSuggestion(for: "favoriting", among: ids) == "reusable-favoriting")
    #expect(lessonSuggestion(for: "navigate", among: ids) == "navigate-and-load or lists-navigate-and-load")
    #expect(lessonSuggestion(for: "downloads", among: ids) == "reusable-offline-downloads")
    #expect(lessonSuggestion(for: "qqqqq", among: ids) == nil)
    #expect(lessonSuggestion(for: "", among: ids) == nil)
  }

  @Test func loadSaysWhichLessonsAMistypedIdMayMean() async throws {
    let output = try await run(["load sheet", "load qqqqq", "load", "load Recursion"])
    #expect(output == """
      counter> load sheet
      error: unknown lesson 'sheet' (column 6); did you mean sheet-load-then-present or sheet-present-and-load?
      counter> load qqqqq
      error: unknown lesson 'qqqqq'; 'lessons' lists them (column 6)
      counter> load
      error: load needs a lesson: 'lessons' lists them, Tab completes them (column 5)
      counter> load Recursion
      error: unknown lesson 'Recursion' (column 6); did you mean recursion?

      """)
  }

  /// With few lessons, an error lists them all, as it always has.
  @Test func withFewLessonsTheErrorListsThem() async throws {
    let few = ["counter", "timers"].map { Self.blank($0) }
    #expect(try await run(["load countr", "load"], lessons: few) == """
      counter> load countr
      error: unknown lesson 'countr'; the lessons are counter, timers (column 6); did you mean counter?
      counter> load
      error: load needs a lesson: counter, timers (column 5)

      """)
    #expect(throws: (any Error).self) { try Playground(lessons: few, lessonID: "timer") { _ in } }
    do {
      _ = try Playground(lessons: Self.catalogue, lessonID: "time-laps") { _ in }
    } catch {
      #expect("\(error)" == "unknown lesson 'time-laps'; did you mean time-lapse?")
    }
  }

  @Test func loadCompletesTheIdsItsPrefixStarts() throws {
    let playground = try Playground(lessons: Self.catalogue) { _ in }
    let context = playground.completionContext
    #expect(context.completions(for: "load shared-state-").candidates == [
      "shared-state-in-memory ", "shared-state-user-defaults ", "shared-state-file-storage ", "shared-state-onboarding ",
    ])
    #expect(context.completions(for: "load rec") == Completions(candidates: ["recursion "], replacing: 3))
    #expect(context.completions(for: "load ").candidates.count == Self.ids.count)
    #expect(context.completions(for: "learn mat").candidates == ["matchsticks "])
  }

  /// Start-up must not grow with the lessons: registering one builds nothing of it, and starting
  /// a playground builds only the lesson it starts with.
  @Test func startingAPlaygroundWorksOutNothingOfTheOtherLessons() async throws {
    let built = LockIsolated<[String]>([])
    func spy(_ id: String) -> Lesson {
      Lesson(
        id: id, title: id, summary: id,
        tutorial: {
          built.withValue { $0.append("\(id) tutorial") }
          return TutorialFiles(folder: "Lessons/\(id)", script: nil, sources: [:])
        }(),
        initialState: {
          built.withValue { $0.append("\(id) state") }
          return Blank.State()
        },
        reducer: {
          built.withValue { $0.append("\(id) reducer") }
          return Blank()
        }
      )
    }
    let lessons = Self.ids.map(spy)
    #expect(built.value == [])
    let playground = try Playground(lessons: lessons, lessonID: "search") { _ in }
    #expect(built.value.allSatisfy { $0.hasPrefix("search ") })
    #expect(!built.value.contains("search tutorial"))
    _ = await playground.execute("lessons")
    #expect(built.value.filter { $0.hasSuffix(" reducer") || $0.hasSuffix(" state") }.allSatisfy { $0.hasPrefix("search ") })
  }
}
