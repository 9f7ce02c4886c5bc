import Foundation
import LessonNames
import Lessons
import PlaygroundTestSupport
import Testing

/// `Transcripts/` is the project's regression suite: checked here exactly as CI checks it, by
/// `tca-playground check Transcripts`.
struct BundledTranscriptsTests {
  @Test func everyBundledTranscriptPasses() async throws {
    let result = try await Program.run(["check", "Transcripts"], in: bundledTranscripts.deletingLastPathComponent())
    #expect(result.status == 0, "\n\(result.output)\(result.errors)")
  }

  /// Every lesson of the project's; one of yours has the one transcript `new` wrote (see
  /// `LessonNames.ideasChapter`).
  @Test func theSuiteHasTwoTranscriptsForEveryLesson() throws {
    for lesson in allLessons where lesson.chapter != LessonNames.ideasChapter {
      #expect(try LessonTranscripts.bundled.files(of: lesson.id).count >= 2, "\(lesson.id) needs two transcripts")
    }
  }

  /// A transcript is in the folder of the lesson it starts in, `Transcripts/<id>/`, and nowhere
  /// else: its folder says whose it is.
  @Test func everyTranscriptIsInTheFolderOfTheLessonItStartsIn() throws {
    let transcripts = LessonTranscripts.bundled
    let all = try transcripts.all()
    #expect(all.count == (try allLessons.map { try transcripts.files(of: $0.id).count }.reduce(0, +)))
    for lesson in allLessons {
      for file in try transcripts.files(of: lesson.id) {
        let text = try String(contentsOf: file, encoding: .utf8)
        let firstCommand = text.split(separator: "\n").first { !$0.hasPrefix("#") }
        #expect(firstCommand?.hasPrefix("\(lesson.id)> ") == true, "\(file.path) starts in another lesson")
      }
    }
  }
}
