import CustomDump
import Foundation
import Lessons
import PlaygroundSession
import Testing

/// Replays every transcript in `Transcripts/` in a fresh session and compares the output byte
/// for byte. A transcript's commands are its lines that start with a lesson's prompt.
@MainActor
struct TranscriptTests {
  nonisolated static let directory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Transcripts")

  nonisolated static var files: [URL] {
    (try? FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: nil))?
      .filter { $0.pathExtension == "transcript" }
      .sorted { $0.lastPathComponent < $1.lastPathComponent } ?? []
  }

  @Test func theSuiteCoversEveryLesson() {
    let names = Self.files.map(\.lastPathComponent)
    for lesson in allLessons {
      #expect(names.filter { $0.hasPrefix(lesson.id + "-") }.count >= 2, "\(lesson.id) needs two transcripts")
    }
  }

  @Test(arguments: files)
  func replaysByteForByte(_ file: URL) async throws {
    let expected = try String(contentsOf: file, encoding: .utf8)
    let prompts = allLessons.map { "\($0.id)> " }
    let lines = expected.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let first = try #require(lines.first { line in prompts.contains { line.hasPrefix($0) } })
    let lessonID = String(first.prefix { $0 != ">" })
    let commands = lines.compactMap { line in
      prompts.first { line.hasPrefix($0) }.map { String(line.dropFirst($0.count)) }
    }
    let actual = try await Playground.replay(commands, lessons: allLessons, lessonID: lessonID).text
    // Not `expectNoDifference`: its issues reach swift-testing only through
    // IssueReportingTestSupport, and without it a difference passed unnoticed.
    if actual != expected {
      Issue.record("\(file.lastPathComponent) replays differently:\n\(diff(expected, actual) ?? "")")
    }
  }

  @Test func replaysAreByteIdentical() async throws {
    for file in Self.files {
      let expected = try String(contentsOf: file, encoding: .utf8)
      let lessonID = String(expected.prefix { $0 != ">" })
      let commands = expected.split(separator: "\n").compactMap { line in
        allLessons.map { "\($0.id)> " }.first { line.hasPrefix($0) }.map { String(line.dropFirst($0.count)) }
      }
      var outputs: Set<String> = []
      for _ in 0..<5 {
        outputs.insert(try await Playground.replay(commands, lessons: allLessons, lessonID: lessonID).text)
      }
      #expect(outputs.count == 1, "\(file.lastPathComponent) is not deterministic")
    }
  }
}
