import Foundation
import PlaygroundTestSupport
import Testing

@testable import PlaygroundSession

/// Tab after `:save`, `:load` and `:record` completes file names, on a real temporary folder.
struct FileNameCompletionTests {
  /// A folder with `bug.transcript`, `bugs/`, `notes.txt`, `.hidden.transcript`, a link to
  /// `bugs/`, and a home folder beside it with `home.transcript`.
  final class Fixture {
    let root: TemporaryFolder
    var folder: URL { root.url.appending(component: "work", directoryHint: .isDirectory) }
    var home: URL { root.url.appending(component: "home", directoryHint: .isDirectory) }

    init() throws {
      root = try TemporaryFolder()
      let files = FileManager.default
      try files.createDirectory(at: folder.appending(component: "bugs"), withIntermediateDirectories: true)
      try files.createDirectory(at: home, withIntermediateDirectories: true)
      for name in ["bug.transcript", "notes.txt", ".hidden.transcript", "bugs/one.transcript"] {
        try Data().write(to: folder.appending(path: name))
      }
      try Data().write(to: home.appending(component: "home.transcript"))
      try files.createSymbolicLink(at: folder.appending(component: "linked"), withDestinationURL: folder.appending(component: "bugs"))
    }

    func complete(_ typed: String) -> Completions {
      FileNameCompletion.completions(for: typed, in: folder, home: home.path)
    }
  }

  @Test func completesNamesInTheCurrentFolderFoldersWithASlash() throws {
    let fixture = try Fixture()
    #expect(fixture.complete("bug").candidates == ["bug.transcript ", "bugs/"])
    #expect(fixture.complete("bug").replacing == 3)
    #expect(fixture.complete("n") == Completions(candidates: ["notes.txt "], replacing: 1))
    #expect(fixture.complete("").candidates == ["bug.transcript ", "bugs/", "linked/", "notes.txt "])
    #expect(fixture.complete("zz") == .none)
  }

  @Test func goesOnInsideFoldersAndFromAbsolutePaths() throws {
    let fixture = try Fixture()
    #expect(fixture.complete("bugs/") == Completions(candidates: ["bugs/one.transcript "], replacing: 5))
    #expect(fixture.complete("linked/o").candidates == ["linked/one.transcript "])
    let absolute = fixture.folder.path + "/bugs/o"
    #expect(fixture.complete(absolute).candidates == [fixture.folder.path + "/bugs/one.transcript "])
    #expect(fixture.complete("no/such/").candidates.isEmpty)
  }

  @Test func completesInTheHomeFolderKeepingTheTilde() throws {
    let fixture = try Fixture()
    #expect(fixture.complete("~/h") == Completions(candidates: ["~/home.transcript "], replacing: 3))
    #expect(FileNameCompletion.completions(for: "~/h", in: fixture.folder, home: nil) == .none)
    #expect(fixture.complete("~someone/").candidates.isEmpty)
  }

  @Test func offersHiddenNamesOnlyAfterADot() throws {
    let fixture = try Fixture()
    #expect(!fixture.complete("").candidates.contains { $0.hasPrefix(".") })
    #expect(fixture.complete(".").candidates == [".hidden.transcript "])
  }

  @Test func anUnreadableFolderOrAnInvalidNameGivesNothingRatherThanAnError() throws {
    let fixture = try Fixture()
    // A name that is not UTF-8 could not be typed back: it is left out.
    let bytes: [UInt8] = Array((fixture.folder.path + "/bad-").utf8) + [0xFF, 0]
    let descriptor = bytes.withUnsafeBytes { open($0.baseAddress!.assumingMemoryBound(to: CChar.self), O_CREAT | O_WRONLY, 0o600) }
    try #require(descriptor >= 0)
    close(descriptor)
    #expect(fixture.complete("ba") == .none)
    #expect(fixture.complete("b").candidates == ["bug.transcript ", "bugs/"])
    // Folders that cannot be listed: a file taken for one, one that does not exist.
    #expect(fixture.complete("notes.txt/") == .none)
    #expect(fixture.complete("no/such/") == .none)
  }

  @Test func theFileCommandsCompleteFileNames() async throws {
    let context = try await completionContext("counter")
    let here = FileManager.default.currentDirectoryPath
    let name = try #require(try FileManager.default.contentsOfDirectory(atPath: here).first { !$0.hasPrefix(".") })
    for command in [":save", ":load", ":record"] {
      #expect(context.completions(for: "\(command) \(name)").candidates.contains { $0.hasPrefix(name) }, "\(command)")
    }
  }
}
