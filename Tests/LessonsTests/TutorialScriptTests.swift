import Foundation
import PlaygroundSession
import Testing

@testable import Lessons

/// The bundled tutorial scripts, as compiled into the binary.
struct TutorialScriptTests {
  static let lessonsDirectory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Lessons")

  /// The lessons whose folder holds a `Tutorial.md`; the catalogue's other lessons have none.
  static let tutorialIDs = allLessons.map(\.id).filter { id in
    FileManager.default.fileExists(atPath: lessonsDirectory.appending(components: id, "Tutorial.md").path)
  }

  @Test func aLessonHasATutorialExactlyWhenItsFolderHoldsOne() {
    #expect(allLessons.filter { $0.tutorialFiles != nil }.map(\.id) == Self.tutorialIDs)
    #expect(Self.tutorialIDs.count >= 5)
  }

  @Test(arguments: tutorialIDs)
  func everyScriptReadsAndHasFourToTenSteps(_ id: String) throws {
    let lesson = try #require(allLessons.first { $0.id == id })
    let tutorial = try #require(try lesson.tutorial?.get(), "\(id) has no tutorial")
    #expect((4...10).contains(tutorial.steps.count), "\(id) has \(tutorial.steps.count) steps")
    for step in tutorial.steps {
      #expect(!step.hints.isEmpty)
    }
  }

  @Test(arguments: tutorialIDs)
  func theEmbeddedFilesAreTheFilesInTheRepository(_ id: String) throws {
    let files = try #require(LessonFolder(id: id, name: id).tutorial)
    #expect(files.folder == "Lessons/\(id)")
    let folder = Self.lessonsDirectory.appendingPathComponent(id)
    let onDisk = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }
    #expect(files.sources.keys.sorted() == onDisk.sorted())
    for (name, text) in files.sources {
      #expect(text == (try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)), "\(name) differs")
    }
    #expect(files.script == (try String(contentsOf: folder.appendingPathComponent("Tutorial.md"), encoding: .utf8)))
  }

  /// `source all` shows the whole feature: every Swift file of the lesson's folder, but the
  /// `…Lesson.swift` that registers it with the shell.
  @Test(arguments: tutorialIDs)
  @MainActor
  func sourceAllPrintsEveryFeatureFileButTheRegistration(_ id: String) async throws {
    let folder = Self.lessonsDirectory.appendingPathComponent(id)
    let features = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasSuffix(".swift") && !$0.hasSuffix("Lesson.swift") }
    let lines = try await Playground.replay(["source all"], lessons: allLessons, lessonID: id)
    let headings = lines.map(\.text).filter { $0.hasPrefix("// Lessons/") }
    #expect(headings.sorted() == features.map { "// Lessons/\(id)/\($0)" }.sorted())
  }
}
