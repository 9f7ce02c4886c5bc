import Foundation
import LessonScaffold
import Testing

/// What `new` writes into a package, and that it writes all of it or nothing.
struct ScaffoldWritingTests {
  /// The golden files are the scaffold of `ScaffoldSample`: the feature and its test are
  /// compiled and run as the ScaffoldGoldenTests target, so a template that stops compiling or
  /// passing fails there, and the other two are compared here.
  static let golden = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().appending(path: "ScaffoldGoldenTests")

  @Test func writesTheFeatureItsRegistrationTestAndTranscriptAndListsIt() throws {
    let package = try PackageFixture()
    let before = try package.contents()
    let written = try package.scaffold.write("ScaffoldSample")
    #expect(written.name.id == "scaffold-sample")
    #expect(written.paths == [
      "Lessons/ScaffoldSample/ScaffoldSample.swift",
      "Lessons/ScaffoldSample/ScaffoldSampleLesson.swift",
      "Tests/LessonsTests/ScaffoldSampleTests.swift",
      "Transcripts/scaffold-sample/session.transcript",
      "Lessons/Chapters.md",
    ])
    let goldenFiles = [
      "Lessons/ScaffoldSample/ScaffoldSample.swift": "ScaffoldSample.swift",
      "Lessons/ScaffoldSample/ScaffoldSampleLesson.swift": "Golden/ScaffoldSampleLesson.swift.golden",
      "Tests/LessonsTests/ScaffoldSampleTests.swift": "ScaffoldSampleTests.swift",
      "Transcripts/scaffold-sample/session.transcript": "Golden/session.transcript.golden",
    ]
    for (path, golden) in goldenFiles {
      let expected = try String(contentsOf: Self.golden.appending(path: golden), encoding: .utf8)
      #expect(try package.folder.read(path) == expected, "\(path)")
    }
    #expect(try package.folder.read("Lessons/Chapters.md") == PackageFixture.chapters + "\n## Your ideas\n\n- ScaffoldSample\n")
    // Nothing else changed, and no staged file is left.
    let after = try package.contents()
    #expect(Set(after.keys).subtracting(before.keys) == [
      "Lessons/ScaffoldSample", "Lessons/ScaffoldSample/ScaffoldSample.swift", "Lessons/ScaffoldSample/ScaffoldSampleLesson.swift",
      "Tests/LessonsTests/ScaffoldSampleTests.swift", "Transcripts/scaffold-sample", "Transcripts/scaffold-sample/session.transcript",
    ])
    #expect(after.filter { before[$0.key] != nil && before[$0.key] != $0.value }.keys.sorted() == ["Lessons/Chapters.md"])
  }

  @Test func aSecondIdeaGoesLastInTheSameChapter() throws {
    let package = try PackageFixture()
    _ = try package.scaffold.write("MyIdea")
    _ = try package.scaffold.write("HTTPClient")
    #expect(try package.folder.read("Lessons/Chapters.md") == PackageFixture.chapters + "\n## Your ideas\n\n- MyIdea\n- HTTPClient\n")
    #expect(FileManager.default.fileExists(atPath: package.folder.url.appending(path: "Transcripts/http-client/session.transcript").path))
  }

  /// A write that fails half-way, here because `Tests/LessonsTests` is missing, takes back
  /// what it made: no lesson folder, no staged file.
  @Test func aFailedWriteLeavesThePackageAsItWas() throws {
    let package = try PackageFixture(withLessonTests: false)
    let before = try package.contents()
    #expect(
      throws: ScaffoldError.failure("cannot write in \(package.folder.url.path): no such file or directory; nothing was written")
    ) {
      try package.scaffold.write("MyIdea")
    }
    #expect(try package.contents() == before)
  }

  /// What `new` prints, in the CLI and the shell: each file and what it is, and the commands
  /// that build the lesson in and test it.
  @Test func theReportListsEachFileWithWhatItIs() throws {
    let package = try PackageFixture()
    let written = try package.scaffold.write("MyIdea")
    let report = NewLessonReport(name: written.name, package: package.root)
    #expect(report.written == [
      "wrote lesson my-idea in \(package.folder.url.path):",
      "  Lessons/MyIdea/MyIdea.swift             the feature, yours to change",
      "  Lessons/MyIdea/MyIdeaLesson.swift       its registration",
      "  Tests/LessonsTests/MyIdeaTests.swift    its test, with TestStore",
      "  Transcripts/my-idea/session.transcript  its transcript, with no step yet",
      "  Lessons/Chapters.md                     lists it under 'Your ideas'",
    ])
    #expect(report.nextSteps == [
      "  make run LESSON=my-idea          rebuilds the playground and starts the lesson",
      "  swift test --filter MyIdeaTests  runs its test",
    ])
  }
}
