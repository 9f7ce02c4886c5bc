import Foundation
import PlaygroundPackage
import Testing

@testable import LessonScaffold

/// `new` refuses a name that cannot be a lesson, with one line that says why, and writes
/// nothing.
struct NameRefusalTests {
  @Test(arguments: [
    ("my-idea", "'my-idea' is not a Swift identifier; name the lesson as its reducer type, such as MyIdea"),
    ("2Fast", "'2Fast' is not a Swift identifier; name the lesson as its reducer type, such as MyIdea"),
    ("", "'' is not a Swift identifier; name the lesson as its reducer type, such as MyIdea"),
    ("class", "'class' is a Swift keyword; name the lesson as its reducer type, such as MyIdea"),
    ("Self", "'Self' is a Swift keyword; name the lesson as its reducer type, such as MyIdea"),
    (
      "myIdea",
      "'myIdea' is not a type name of ASCII letters and digits starting with a capital; name the lesson as its reducer type, such as MyIdea"
    ),
    (
      "My_Idea",
      "'My_Idea' is not a type name of ASCII letters and digits starting with a capital; name the lesson as its reducer type, such as MyIdea"
    ),
    (
      "Café",
      "'Café' is not a type name of ASCII letters and digits starting with a capital; name the lesson as its reducer type, such as MyIdea"
    ),
    ("Default", "'Default' is reserved: its registration, Lesson.default(_:), would be a Swift keyword"),
    ("Title", "'Title' is reserved: its registration, Lesson.title(_:), would clash with Lesson's member"),
    ("Help", "'Help' is reserved: its id, help, is a command's name"),
    ("New", "'New' is reserved: its id, new, is a command's name"),
    ("String", "'String' is reserved: Swift or a library the lessons use has a type of that name"),
    ("Action", "'Action' is reserved: Swift or a library the lessons use has a type of that name"),
    ("State", "'State' is reserved: its id, state, is a command's name"),
    ("Store", "'Store' is reserved: the runtime declares it, in Sources/ComposableArchitecture/Store/Store.swift"),
    ("Lesson", "'Lesson' is reserved: the runtime declares it, in Sources/LessonRegistry/Lesson.swift"),
    ("Counter", "'Counter' is taken: its id, counter, is the lesson in Lessons/counter"),
    ("Stepper", "'Stepper' is taken: Lessons/counter/Counter.swift declares Stepper"),
    ("Widget", "'Widget' is taken: Tests/LessonsTests/CounterFeatureTests.swift declares WidgetTests"),
  ])
  func aRefusedNameSaysWhyInOneLineAndWritesNothing(_ name: String, _ message: String) throws {
    let package = try PackageFixture()
    let before = try package.contents()
    #expect(throws: ScaffoldError.usage(message)) { try package.scaffold.write(name) }
    #expect(try package.contents() == before)
  }

  /// The runtime's internal types are not in a lesson's way: a lesson may declare one.
  @Test func aTypeTheRuntimeKeepsInternalIsFree() throws {
    let package = try PackageFixture()
    #expect(try package.scaffold.write("StoreBox").name.id == "store-box")
  }

  @Test func aNameAlreadyWrittenIsRefused() throws {
    let package = try PackageFixture()
    _ = try package.scaffold.write("MyIdea")
    let before = try package.contents()
    #expect(throws: ScaffoldError.usage("Lessons/MyIdea already exists; pick another name, or edit that lesson")) {
      try package.scaffold.write("MyIdea")
    }
    try package.folder.write("Transcripts/other-idea/mine.transcript", "other-idea> state\n")
    #expect(throws: ScaffoldError.usage("Transcripts/other-idea already exists; pick another name, or edit that lesson")) {
      try package.scaffold.write("OtherIdea")
    }
    try FileManager.default.removeItem(at: package.folder.url.appending(path: "Transcripts/other-idea"))
    #expect(try package.contents() == before)
  }

  /// The playground's own runtime types are refused by what its sources declare.
  @Test(arguments: [
    ("Store", "Sources/ComposableArchitecture/Store.swift"),
    ("Effect", "Sources/ComposableArchitecture/Effect.swift"),
    // The macro comes first, in path order.
    ("Reducer", "Sources/ComposableArchitecture/Macros.swift"),
    ("TestStore", "Sources/ComposableArchitecture/TestStore/TestStore.swift"),
  ])
  func theRuntimesTypesAreReservedInThisPackage(_ name: String, _ file: String) throws {
    let scaffold = LessonScaffold(package: PackageRoot(url: Self.repository), commandNames: [])
    #expect(throws: ScaffoldError.usage("'\(name)' is reserved: the runtime declares it, in \(file)")) {
      try scaffold.write(name)
    }
  }

  /// A folder that is not the playground's package, and a program whose package is gone.
  @Test func withoutAPackageNewSaysSoInOneLine() throws {
    let folder = try PackageFixture().folder
    try FileManager.default.removeItem(at: folder.url.appending(path: "Lessons/Chapters.md"))
    #expect(throws: ScaffoldError.usage("new needs the playground's package, and --package \(folder.url.path) has no Lessons/Chapters.md")) {
      try PackageRoot.forNewLesson(folder.url.path)
    }
    #expect(try PackageRoot.forNewLesson(nil).url.path == Self.repository.path)
  }

  static let repository = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
}

/// The members of `Lesson` a registration would sit next to are all reserved.
struct LessonMembersTests {
  @Test func everyMemberOfLessonALessonSeesIsReserved() throws {
    let source = try String(
      contentsOf: NameRefusalTests.repository.appending(path: "Sources/LessonRegistry/Lesson.swift"), encoding: .utf8
    )
    let members = source.split(separator: "\n").compactMap { line -> String? in
      let words = line.split(separator: " ")
      guard line.hasPrefix("  "), !line.hasPrefix("   "), let access = words.first, ["public", "package"].contains(access),
        let index = words.firstIndex(where: { ["let", "var", "func"].contains($0) }), index + 1 < words.count
      else { return nil }
      return String(words[index + 1].prefix { $0.isLetter || $0.isNumber })
    }
    #expect(members.count >= 10)
    #expect(Set(members).subtracting(ReservedNames.lessonMembers).isEmpty, "\(Set(members).subtracting(ReservedNames.lessonMembers))")
  }
}
