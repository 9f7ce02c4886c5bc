import Foundation
import Glibc
import Testing

import PlaygroundTestSupport
@testable import PlaygroundTerminal

@Suite struct HistoryFileTests {
  @Test func normalizingDropsBlankLinesAndRepeatsAndKeepsTheNewest() {
    let entries = ["a", "", "  ", "b", "b", "a", "multi\nline", "c"]
    #expect(HistoryFile.normalized(entries, capacity: 10) == ["a", "b", "a", "c"])
    #expect(HistoryFile.normalized(entries, capacity: 2) == ["a", "c"])
  }

  @Test func aMissingFileIsAnEmptyHistory() throws {
    let directory = try TemporaryFolder()
    let file = HistoryFile(url: directory.url.appendingPathComponent("missing/history"))
    #expect(try file.load() == [])
  }

  @Test func saveCreatesPrivateDirectoriesAndAPrivateFile() throws {
    let directory = try TemporaryFolder()
    let url = directory.url.appendingPathComponent("state/tca-playground/history")
    try HistoryFile(url: url).save(["send .incrementButtonTapped", "state"])
    #expect(try String(contentsOf: url, encoding: .utf8) == "send .incrementButtonTapped\nstate\n")
    #expect(try fileMode(url) == 0o600)
    #expect(try fileMode(url.deletingLastPathComponent()) == 0o700)
    #expect(try fileMode(directory.url.appendingPathComponent("state")) == 0o700)
  }

  @Test func saveReplacesTheFileAtomicallyLeavingNoTemporaryFiles() throws {
    let directory = try TemporaryFolder()
    let url = directory.url.appendingPathComponent("history")
    let file = HistoryFile(url: url)
    try file.save(["old"])
    var before = stat()
    stat(url.path, &before)
    try file.save(["new"])
    var after = stat()
    stat(url.path, &after)
    // A rename puts a new file in place; rewriting in place would keep the inode.
    #expect(before.st_ino != after.st_ino)
    #expect(try file.load() == ["new"])
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.url.path) == ["history"])
  }

  @Test func loadNarrowsAFileOthersCanRead() throws {
    let directory = try TemporaryFolder()
    let url = directory.url.appendingPathComponent("history")
    try Data("state\n".utf8).write(to: url)
    chmod(url.path, 0o644)
    #expect(try HistoryFile(url: url).load() == ["state"])
    #expect(try fileMode(url) == 0o600)
  }

  @Test func reloadingKeepsTheNewestEntriesUpToTheCapacity() throws {
    let directory = try TemporaryFolder()
    let url = directory.url.appendingPathComponent("history")
    let entries = (1...1_200).map { "send .step(\($0))" }
    try HistoryFile(url: url).save(entries)
    let loaded = try HistoryFile(url: url).load()
    #expect(loaded.count == HistoryFile.defaultCapacity)
    #expect(loaded.first == "send .step(201)")
    #expect(loaded.last == "send .step(1200)")
  }

  @Test func appendKeepsWhatAnotherSessionSavedMeanwhile() throws {
    let directory = try TemporaryFolder()
    let url = directory.url.appendingPathComponent("history")
    let first = HistoryFile(url: url)
    let second = HistoryFile(url: url)
    try first.append("from first")
    try second.append("from second")
    try first.append("from first again")
    #expect(try first.load() == ["from first", "from second", "from first again"])
  }

  @Test func appendCollapsesARepeatOfTheNewestEntry() throws {
    let directory = try TemporaryFolder()
    let file = HistoryFile(url: directory.url.appendingPathComponent("history"))
    try file.append("state")
    #expect(try file.append("state") == ["state"])
  }

  @Test func loadCopesWithCRLF() throws {
    let directory = try TemporaryFolder()
    let url = directory.url.appendingPathComponent("history")
    try Data([0x61, 0x0D, 0x0A, 0x62, 0x0A, 0x0A, 0x63]).write(to: url)
    #expect(try HistoryFile(url: url).load() == ["a", "b", "c"])
  }

  @Test func aFileThatIsNotUTF8IsKeptAsABackupNotRewritten() throws {
    let directory = try TemporaryFolder()
    let url = directory.url.appendingPathComponent("history")
    let bytes = Data([0x61, 0x0A, 0x62, 0xFF, 0x0A])
    try bytes.write(to: url)
    let file = HistoryFile(url: url)
    let error = #expect(throws: HistoryFileError.self) { try file.load() }
    #expect(error?.operation == .setAside)
    #expect(error?.warning == "history file \(url.path) is not UTF-8 text; it was kept as history.bak, and history starts afresh")
    #expect(try Data(contentsOf: url.appendingPathExtension("bak")) == bytes)
    // The next load finds no file: the warning comes once, and history starts afresh.
    #expect(try file.append("state") == ["state"])
    #expect(try Data(contentsOf: url.appendingPathExtension("bak")) == bytes)
  }

  @Test func aFolderInTheHistoryFilesPlaceIsLeftAsItIs() throws {
    let directory = try TemporaryFolder()
    let url = directory.url.appendingPathComponent("history")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: false)
    chmod(url.path, 0o755)
    let file = HistoryFile(url: url)
    let error = #expect(throws: HistoryFileError.self) { try file.load() }
    #expect(error?.description == "cannot read history file \(url.path): Is a directory")
    #expect(error?.warning.hasSuffix("; history is kept for this session only") == true)
    #expect(throws: HistoryFileError.self) { try file.append("state") }
    #expect(try fileMode(url) == 0o755)
    var isFolder: ObjCBool = false
    #expect(FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) && isFolder.boolValue)
  }

  @Test func aSymlinkedHistoryFileStaysALink() throws {
    let directory = try TemporaryFolder()
    let target = directory.url.appendingPathComponent("dotfiles/history")
    try FileManager.default.createDirectory(
      at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data("old\n".utf8).write(to: target)
    let link = directory.url.appendingPathComponent("history")
    try FileManager.default.createSymbolicLink(at: link, withDestinationURL: target)
    try HistoryFile(url: link).append("new")
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == target.path)
    #expect(try String(contentsOf: target, encoding: .utf8) == "old\nnew\n")
  }

  @Test func aBlockedDirectoryIsAnErrorNamingThePath() throws {
    let directory = try TemporaryFolder()
    let blocker = directory.url.appendingPathComponent("file")
    try Data().write(to: blocker)
    let file = HistoryFile(url: blocker.appendingPathComponent("sub/history"))
    let error = #expect(throws: HistoryFileError.self) { try file.save(["x"]) }
    #expect(error?.operation == .createDirectory)
    #expect(
      error?.description == "cannot create history directory \(blocker.path)/sub: Not a directory")
  }

  @Test func defaultLocationFollowsXDGStateHome() {
    let file = LineEditor.defaultHistoryFile(environment: [
      "XDG_STATE_HOME": "/state", "HOME": "/home/blob",
    ])
    #expect(file?.path == "/state/tca-playground/history")
  }

  @Test func defaultLocationFallsBackToHome() {
    #expect(
      LineEditor.defaultHistoryFile(environment: ["HOME": "/home/blob"])?.path
        == "/home/blob/.local/state/tca-playground/history")
    // The XDG spec says a relative path is invalid and must be ignored; so is an empty one.
    #expect(
      LineEditor.defaultHistoryFile(environment: ["XDG_STATE_HOME": "state", "HOME": "/home/blob"])?
        .path
        == "/home/blob/.local/state/tca-playground/history")
    #expect(
      LineEditor.defaultHistoryFile(environment: ["XDG_STATE_HOME": "", "HOME": "/home/blob"])?.path
        == "/home/blob/.local/state/tca-playground/history")
  }

  @Test func noDefaultLocationWithoutAHome() {
    #expect(LineEditor.defaultHistoryFile(environment: [:]) == nil)
    #expect(LineEditor.defaultHistoryFile(environment: ["HOME": ""]) == nil)
  }
}
