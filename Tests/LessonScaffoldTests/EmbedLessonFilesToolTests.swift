import Foundation
import PlaygroundTestSupport
import Testing

/// The EmbedLessonFiles plugin's tool, as the build runs it, on folders of the tests' own: a
/// folder named by its type is the lesson its name's words make, and two folders that make the
/// same id stop the build.
struct EmbedLessonFilesToolTests {
  /// The tool the build made for the plugin, next to the test bundle.
  static let tool = Bundle.main.executableURL!.deletingLastPathComponent().appending(path: "embed-lesson-files-tool")

  struct Run {
    let status: Int32
    let errors: String
    let registered: String
  }

  /// Runs the tool on `folders` (each holding one Swift file) listed in `chapters`.
  static func run(folders: [String], chapters: String) throws -> Run {
    let folder = try TemporaryFolder()
    let chaptersFile = try folder.write("Lessons/Chapters.md", chapters)
    var arguments = [folder.url.appending(path: "files.swift").path, folder.url.appending(path: "lessons.swift").path, chaptersFile.path]
    for name in folders {
      let file = try folder.write("Lessons/\(name)/\(name).swift", "// \(name)\n")
      arguments += ["\(name)/\(name).swift", file.path]
    }
    let process = Process()
    process.executableURL = tool
    process.arguments = arguments
    let errors = Pipe()
    process.standardError = errors
    try process.run()
    let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    let registered = (try? folder.read("lessons.swift")) ?? ""
    return Run(status: process.terminationStatus, errors: text, registered: registered)
  }

  @Test func aFolderNamedByItsTypeIsTheLessonOfItsWords() throws {
    let run = try Self.run(folders: ["counter", "MyIdea"], chapters: "## Basics\n\n- counter\n\n## Your ideas\n\n- MyIdea\n")
    #expect(run.status == 0)
    #expect(run.registered.contains("""
        // Basics
        .counter(LessonFolder(id: "counter", name: "counter")).inChapter("Basics"),
        // Your ideas
        .myIdea(LessonFolder(id: "my-idea", name: "MyIdea")).inChapter("Your ideas"),

      """))
  }

  @Test func twoFoldersOfOneIDStopTheBuild() throws {
    let run = try Self.run(folders: ["Counter", "counter"], chapters: "## Basics\n\n- counter\n- Counter\n")
    #expect(run.status == 1)
    #expect(run.errors.hasSuffix(": error: Lessons/Counter and Lessons/counter are both lesson 'counter'; rename one\n"))
  }

  @Test func aFolderNamedNeitherWayStopsTheBuild() throws {
    let run = try Self.run(folders: ["my_idea"], chapters: "## Basics\n\n- my_idea\n")
    #expect(run.status == 1)
    #expect(run.errors.hasSuffix(
      ": error: a lesson folder's name is lowercase words of letters and digits joined by '-', such as 'sign-up', "
        + "or a type name of letters and digits starting with a capital, such as 'MyIdea'; not 'my_idea'\n"
    ))
  }
}
