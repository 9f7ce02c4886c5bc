import Foundation
import Lessons
import Testing

/// `Transcripts/` is the project's regression suite: checked here exactly as CI checks it, by
/// `tca-playground check Transcripts`.
struct BundledTranscriptsTests {
  @Test func everyBundledTranscriptPasses() throws {
    let result = try Program.run(["check", "Transcripts"], in: bundledTranscripts.deletingLastPathComponent())
    #expect(result.status == 0, "\n\(result.output)\(result.errors)")
  }

  @Test func theSuiteHasTwoTranscriptsForEveryLesson() throws {
    let names = try FileManager.default.contentsOfDirectory(atPath: bundledTranscripts.path)
      .filter { $0.hasSuffix(".transcript") }
    for lesson in allLessons {
      #expect(names.count { $0.hasPrefix(lesson.id + "-") } >= 2, "\(lesson.id) needs two transcripts")
    }
  }
}
