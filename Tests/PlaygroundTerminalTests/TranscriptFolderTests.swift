import Foundation
import PlaygroundTerminal
import Testing

/// A check's own folder: made when a path in it is first asked for, removed with it, and
/// paths in it stay in it.
@Suite struct TranscriptFolderTests {
  @Test func aCheckFolderIsMadeWhenAPathInItIsFirstAskedForAndRemovedWithIt() throws {
    var folder: TranscriptFolder? = .temporary()
    let root = try #require(folder).url(of: "session.transcript").deletingLastPathComponent()
    var isFolder: ObjCBool = false
    #expect(FileManager.default.fileExists(atPath: root.path, isDirectory: &isFolder) && isFolder.boolValue)
    try folder?.write("hello\n", to: "session.transcript")
    #expect(try String(contentsOf: root.appending(component: "session.transcript"), encoding: .utf8) == "hello\n")
    folder = nil
    #expect(!FileManager.default.fileExists(atPath: root.path))
  }

  @Test func aPathOutsideTheCheckFolderIsRefused() {
    let folder = TranscriptFolder.temporary()
    #expect(throws: TranscriptFolder.Problem.self) { try folder.checkWritable("../escaped.transcript") }
  }
}
