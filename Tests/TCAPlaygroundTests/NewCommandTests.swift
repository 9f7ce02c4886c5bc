import Foundation
import PlaygroundTestSupport
import Testing

/// `tca-playground new NAME` and `new NAME` in the shell, run as a user runs them, on a package
/// folder of the tests' own (`--package`): what they print, their exit status, and that a
/// refusal or a check writes nothing.
struct NewCommandTests {
  /// A folder with what `new` needs of the playground's package.
  static func package() throws -> TemporaryFolder {
    let folder = try TemporaryFolder()
    try folder.write("Package.swift", "// swift-tools-version: 6.0\n")
    try folder.write("Lessons/Chapters.md", "# Chapters\n\n## Getting started\n\n- counter\n")
    try folder.write("Lessons/counter/Counter.swift", "@Reducer\nstruct Counter {}\n")
    try folder.write("Tests/LessonsTests/CounterFeatureTests.swift", "struct CounterFeatureTests {}\n")
    try folder.write("Transcripts/counter/basics.transcript", "counter> state\n")
    return folder
  }

  /// What `new MyIdea` prints: the files, then `next`, then the commands to run.
  static func report(in package: TemporaryFolder, then next: String, steps: String = """
      make run LESSON=my-idea          rebuilds the playground and starts the lesson
      swift test --filter MyIdeaTests  runs its test
    """) -> String {
    """
    wrote lesson my-idea in \(package.url.path):
      Lessons/MyIdea/MyIdea.swift             the feature, yours to change
      Lessons/MyIdea/MyIdeaLesson.swift       its registration
      Tests/LessonsTests/MyIdeaTests.swift    its test, with TestStore
      Transcripts/my-idea/session.transcript  its transcript, with no step yet
      Lessons/Chapters.md                     lists it under 'Your ideas'
    \(next)
    \(steps)

    """
  }

  static let repository = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  @Test func writesTheLessonAndSaysWhatNext() async throws {
    let package = try Self.package()
    let result = try await Program.run(["new", "MyIdea", "--package", package.url.path], in: package.url)
    #expect(result.status == 0)
    #expect(result.errors == "")
    #expect(result.output == Self.report(in: package, then: "next, in \(package.url.path):"))
    #expect(try package.read("Lessons/Chapters.md").hasSuffix("\n## Your ideas\n\n- MyIdea\n"))
    #expect(try package.read("Lessons/MyIdea/MyIdea.swift").contains("struct MyIdea {"))
  }

  /// A refused name is bad usage, status 2, with one line on standard error. A subcommand's
  /// name is refused like the shell's commands.
  @Test(arguments: [
    (["new", "my-idea"], "error: 'my-idea' is not a Swift identifier; name the lesson as its reducer type, such as MyIdea\n"),
    (["new", "Check"], "error: 'Check' is reserved: its id, check, is a command's name\n"),
    (["new", "Send"], "error: 'Send' is reserved: its id, send, is a command's name\n"),
    (["new", "Counter"], "error: 'Counter' is taken: its id, counter, is the lesson in Lessons/counter\n"),
  ])
  func aRefusedNameExitsWithStatus2AndWritesNothing(_ arguments: [String], _ error: String) async throws {
    let package = try Self.package()
    let before = try FileManager.default.subpathsOfDirectory(atPath: package.url.path).sorted()
    let result = try await Program.run(arguments + ["--package", package.url.path], in: package.url)
    #expect(result.status == 2)
    #expect(result.output == "")
    #expect(result.errors == error)
    #expect(try FileManager.default.subpathsOfDirectory(atPath: package.url.path).sorted() == before)
  }

  /// So is a folder that is not the playground's package.
  @Test func aFolderThatIsNoPackageIsBadUsage() async throws {
    let folder = try TemporaryFolder()
    let result = try await Program.run(["new", "MyIdea", "--package", folder.url.path], in: folder.url)
    #expect(result.status == 2)
    #expect(result.errors == "error: new needs the playground's package, and --package \(folder.url.path) has no Package.swift\n")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path).isEmpty)
  }

  /// A file that cannot be written is a failure, status 1, and leaves nothing behind.
  @Test func aFailedWriteExitsWithStatus1() async throws {
    let package = try Self.package()
    try FileManager.default.removeItem(at: package.url.appending(path: "Tests"))
    let result = try await Program.run(["new", "MyIdea", "--package", package.url.path], in: package.url)
    #expect(result.status == 1)
    #expect(result.errors == "error: cannot write in \(package.url.path): no such file or directory; nothing was written\n")
    #expect(!FileManager.default.fileExists(atPath: package.url.appending(path: "Lessons/MyIdea").path))
  }

  /// In the shell, what `new` wrote is a note, on standard error when piped, so standard
  /// output stays a transcript; its errors are on standard output, like every error.
  @Test func theShellWritesTheLessonAndSaysHowToLoadIt() async throws {
    let package = try Self.package()
    let result = try await Program.run(
      ["counter", "--package", package.url.path], in: package.url, input: "new MyIdea\nnew\nnew MyIdea\n"
    )
    #expect(result.status == 0)
    #expect(result.output == """
      counter> new MyIdea
      counter> new
      error: new needs the new lesson's type name, e.g. new MyIdea
      counter> new MyIdea
      error: Lessons/MyIdea already exists; pick another name, or edit that lesson

      """)
    #expect(
      result.errors
        == Self.report(in: package, then: "next, in this shell:", steps: """
            :reload       rebuilds the playground and goes on in the new build
            load my-idea  then starts the lesson
          """)
    )
  }

  /// Checking a transcript never writes a lesson: `new` in it does nothing and prints nothing,
  /// in the package the program was built from, where it would go.
  @Test func aCheckNeverRunsNew() async throws {
    let folder = try TemporaryFolder()
    let transcript = try folder.write("new.transcript", "counter> new CheckedIdea\ncounter> state\nCounter.State(count: 0)\n")
    let result = try await Program.run(["check", transcript.path], in: folder.url)
    #expect(result.status == 0)
    #expect(!FileManager.default.fileExists(atPath: Self.repository.appending(path: "Lessons/CheckedIdea").path))
  }

  /// The shells' completion scripts offer `new` with the other subcommands, and its option.
  @Test(arguments: [
    ("bash", ["record|export|new|open|help)", "_tca-playground_new() {", "--package"]),
    ("zsh", ["'new:Write a lesson of your own", "package, where the lesson goes"]),
    ("fish", ["case 'new'", "\"tca-playground new\" package"]),
  ])
  func theCompletionScriptsOfferNew(_ shell: String, _ expected: [String]) async throws {
    let folder = try TemporaryFolder()
    let result = try await Program.run(["--generate-completion-script", shell], in: folder.url)
    #expect(result.status == 0)
    for text in expected {
      #expect(result.output.contains(text), "\(text)")
    }
  }
}
