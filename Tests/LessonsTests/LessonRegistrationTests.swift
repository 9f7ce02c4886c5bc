import Foundation
import Testing

@testable import Lessons

/// `allLessons` is what the EmbedLessonFiles plugin generates from the lesson folders and
/// `Lessons/Chapters.md`: no list is kept by hand.
struct LessonRegistrationTests {
  static let lessonsDirectory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Lessons")

  @Test func everyLessonFolderIsALessonInTheOrderOfChapters() throws {
    let chapters = try String(contentsOf: Self.lessonsDirectory.appendingPathComponent("Chapters.md"), encoding: .utf8)
    let listed = chapters.split(separator: "\n").filter { $0.hasPrefix("- ") }.map { String($0.dropFirst(2)) }
    #expect(allLessons.map(\.id) == listed)
    let folders = try FileManager.default.contentsOfDirectory(atPath: Self.lessonsDirectory.path).filter { name in
      var isFolder: ObjCBool = false
      FileManager.default.fileExists(atPath: Self.lessonsDirectory.appendingPathComponent(name).path, isDirectory: &isFolder)
      return isFolder.boolValue
    }
    #expect(allLessons.map(\.id).sorted() == folders.sorted())
  }

  /// The order learners have taken the first lessons in; the catalogue's go among them.
  @Test func theLessonsKeepTheirOrder() {
    let first = ["counter", "timers", "cancellation", "shared-stats", "sign-up"]
    #expect(allLessons.map(\.id).filter(first.contains) == first)
  }

  /// A lesson's id and its tutorial's files both come from its folder; a folder without a
  /// `Tutorial.md` is a lesson without a tutorial.
  @Test(arguments: allLessons.map(\.id))
  func aLessonsTutorialIsItsFolders(_ id: String) throws {
    let lesson = try #require(allLessons.first { $0.id == id })
    let script = Self.lessonsDirectory.appendingPathComponent(id).appendingPathComponent("Tutorial.md")
    let hasTutorial = FileManager.default.fileExists(atPath: script.path)
    #expect(lesson.tutorialFiles?.folder == (hasTutorial ? "Lessons/\(id)" : nil))
  }
}
