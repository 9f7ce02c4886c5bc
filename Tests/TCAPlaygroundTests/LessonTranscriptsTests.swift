import Foundation
import PlaygroundTestSupport
import Testing

/// A transcript's lesson is the folder it is in, so one id that starts another does not take
/// its transcripts: `navigation` is not `navigation-stack`.
struct LessonTranscriptsTests {
  static let transcript = "counter> state\nCounter.State(count: 0)\n"

  @Test func aLessonsTranscriptsAreItsFoldersNotTheOnesWhoseNameItStarts() throws {
    let folder = try TemporaryFolder()
    try folder.write("navigation/tutorial.transcript", Self.transcript)
    try folder.write("navigation/alerts/dismiss.transcript", Self.transcript)
    try folder.write("navigation-stack/tutorial.transcript", Self.transcript)
    try folder.write("navigation-stack-tutorial.transcript", Self.transcript)
    let transcripts = LessonTranscripts(root: folder.url)
    let names = { (id: String) in
      try transcripts.files(of: id).map { String($0.path.dropFirst(folder.url.path.count + 1)) }
    }
    #expect(try names("navigation") == ["navigation/alerts/dismiss.transcript", "navigation/tutorial.transcript"])
    #expect(try names("navigation-stack") == ["navigation-stack/tutorial.transcript"])
    #expect(try names("counter") == [])
    #expect(try transcripts.all().count == 4)
  }

  /// The export of a folder keeps each lesson's folder, and names each suite after the lesson's
  /// folder and the file, so every lesson's `tutorial.transcript` gets a suite of its own.
  @Test func anExportOfAFolderWritesEachLessonsTestsToItsFolder() async throws {
    let folder = try TemporaryFolder()
    try folder.write("Transcripts/navigation/tutorial.transcript", Self.transcript)
    try folder.write("Transcripts/navigation-stack/tutorial.transcript", Self.transcript)
    try folder.write("Transcripts/top.transcript", Self.transcript)
    try folder.write("Exported/.keep", "")
    let result = try await Program.run(["export", "Transcripts", "-o", "Exported"], in: folder.url)
    #expect(result.status == 0, "\(result.errors)")
    let written = try FileManager.default.subpathsOfDirectory(atPath: folder.url.appendingPathComponent("Exported").path)
      .filter { $0.hasSuffix(".swift") }.sorted()
    #expect(written == [
      "TopTests.swift",
      "navigation-stack/NavigationStackTutorialTests.swift",
      "navigation/NavigationTutorialTests.swift",
    ])
    #expect(try folder.read("Exported/navigation-stack/NavigationStackTutorialTests.swift").contains("struct NavigationStackTutorialTests {"))
  }
}
