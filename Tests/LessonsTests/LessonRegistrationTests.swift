import Foundation
import LessonNames
import Testing

@testable import Lessons

/// `allLessons` is what the EmbedLessonFiles plugin generates from the lesson folders and
/// `Lessons/Chapters.md`: no list is kept by hand.
struct LessonRegistrationTests {
  static let lessonsDirectory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Lessons")

  /// Each folder is a lesson whose id its name gives: the project's are named by their id,
  /// `tca-playground new` names yours by their type (`MyIdea`, lesson `my-idea`).
  @Test func everyLessonFolderIsALessonInTheOrderOfChapters() throws {
    let chapters = try String(contentsOf: Self.lessonsDirectory.appendingPathComponent("Chapters.md"), encoding: .utf8)
    let listed = chapters.split(separator: "\n").filter { $0.hasPrefix("- ") }.map { String($0.dropFirst(2)) }
    #expect(allLessons.map(\.id) == listed.map(LessonNames.id(ofFolder:)))
    let folders = try Self.lessonFolders()
    #expect(allLessons.map(\.id).sorted() == folders.map(LessonNames.id(ofFolder:)).sorted())
  }

  /// The order learners have taken the first lessons in since they were written; later ones go
  /// between them by chapter.
  @Test func theFirstLessonsKeepTheirOrder() {
    let first = ["counter", "timers", "cancellation", "shared-stats", "sign-up"]
    #expect(allLessons.map(\.id).filter(first.contains) == first)
  }

  /// A lesson's id and its tutorial's files both come from its folder; a folder without a
  /// `Tutorial.md` is a lesson without a tutorial.
  @Test(arguments: try lessonFolders())
  func aLessonsTutorialIsItsFolders(_ name: String) throws {
    let lesson = try #require(allLessons.first { $0.id == LessonNames.id(ofFolder: name) })
    let script = Self.lessonsDirectory.appending(components: name, "Tutorial.md")
    let folder = FileManager.default.fileExists(atPath: script.path) ? "Lessons/\(name)" : nil
    #expect(lesson.tutorialFiles?.folder == folder)
  }

  static func lessonFolders() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: lessonsDirectory.path).filter { name in
      var isFolder: ObjCBool = false
      FileManager.default.fileExists(atPath: lessonsDirectory.appendingPathComponent(name).path, isDirectory: &isFolder)
      return isFolder.boolValue
    }
    .sorted()
  }
}
