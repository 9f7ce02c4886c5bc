import Foundation
import PlaygroundTestSupport
import Testing

/// Finding a lesson from the command line, however many there are: `tca-playground lessons`
/// lists them by chapter, a shell started on piped input says in one line how to find them,
/// and a mistyped lesson names the one meant.
struct LessonCatalogueCommandTests {
  @Test func lessonsListsTheChaptersOfChaptersMdInOrder() async throws {
    let folder = try TemporaryFolder()
    let result = try await Program.run(
      ["lessons"], in: folder.url, environment: ["XDG_STATE_HOME": folder.url.path], inheritEnvironment: false
    )
    let headings = result.output.split(separator: "\n").filter { !$0.hasPrefix(" ") && !$0.hasPrefix("n/m:") }
    #expect(headings.starts(with: ["Getting started", "Effects", "Navigation"]))
    #expect(result.output.hasPrefix("Getting started\n    counter "))
    #expect(result.output.hasSuffix("\nn/m: tutorial goals met ('learn LESSON' starts it), ✓ all of them; -: no tutorial\n"))
  }

  @Test func aShellOnPipedInputSaysInOneLineHowToFindTheLessons() async throws {
    let folder = try TemporaryFolder()
    let result = try await Program.run([], in: folder.url, input: "", environment: ["XDG_STATE_HOME": folder.url.path], inheritEnvironment: false)
    #expect(result.errors == "Loaded counter; 'tca-playground lessons' lists the others, 'tca-playground LESSON' starts one\n")
  }

  @Test func aMistypedLessonOnTheCommandLineNamesTheOneMeant() async throws {
    let folder = try TemporaryFolder()
    let result = try await Program.run(["cancelation"], in: folder.url, environment: ["XDG_STATE_HOME": folder.url.path], inheritEnvironment: false)
    #expect(result.status != 0)
    let firstLine = result.errors.split(separator: "\n").first ?? ""
    #expect(firstLine.hasPrefix("Error: unknown lesson 'cancelation'"))
    #expect(firstLine.hasSuffix("; did you mean cancellation?"))
  }
}
