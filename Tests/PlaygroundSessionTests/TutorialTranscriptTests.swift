import Foundation
import Lessons
import PlaygroundSession
import Testing

/// Every lesson's tutorial has a transcript that takes it from `learn` to the end: every step
/// reached and every goal met, with no `next` or `back`. The transcript check replays it byte
/// for byte; this checks it proves the tutorial can be finished.
struct TutorialTranscriptTests {
  static let directory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Transcripts")

  @Test(arguments: allLessons.filter { $0.tutorialFiles != nil }.map(\.id))
  func theTranscriptReachesEveryStepAndMeetsEveryGoal(_ id: String) throws {
    let lesson = try #require(allLessons.first { $0.id == id })
    let tutorial = try #require(try lesson.tutorial?.get())
    let file = Self.directory.appending(components: id, "tutorial.transcript")
    let transcript = try String(contentsOf: file, encoding: .utf8)
    let lines = transcript.split(separator: "\n", omittingEmptySubsequences: false)
    let count = tutorial.steps.count
    let commands = lines.filter { $0.hasSuffix("> next") || $0.hasSuffix("> back") }
    #expect(commands.isEmpty, "\(id)/tutorial.transcript skips steps: \(commands)")
    #expect(lines.first == "\(id)> learn")
    for (index, step) in tutorial.steps.enumerated() {
      #expect(lines.contains { $0 == "Step \(index + 1)/\(count): \(step.title)" }, "step \(index + 1) is never reached")
      #expect(lines.contains { $0 == "✓ " + step.explanation.prefix { $0 != "\n" } }, "the goal of step \(index + 1) never fires")
    }
    #expect(lines.filter { $0.hasPrefix("✓ ") }.count == count)
    #expect(lines.contains("Tutorial done: \(id), \(count)/\(count) goals met."))
  }
}
