import Foundation
import Testing

import PlaygroundTestSupport
@testable import PlaygroundTerminal

/// The state directory, and replacing a state file whole.
@Suite struct StateFileTests {
  @Test func aFailedReplaceLeavesNoTemporaryFile() throws {
    let directory = try TemporaryFolder()
    let blocker = directory.url.appendingPathComponent("progress.json")
    try FileManager.default.createDirectory(at: blocker, withIntermediateDirectories: false)
    let error = #expect(throws: StateFile.WriteError.self) { try StateFile.replace(blocker, with: "{}") }
    #expect(error?.description == "cannot write \(blocker.path): Is a directory")
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.url.path) == ["progress.json"])
  }

  @Test func theStateDirectoryFollowsXDG() {
    #expect(StateDirectory.url(environment: ["XDG_STATE_HOME": "/state", "HOME": "/home/blob"])?.path == "/state/tca-playground")
    #expect(StateDirectory.url(environment: ["HOME": "/home/blob"])?.path == "/home/blob/.local/state/tca-playground")
    #expect(StateDirectory.url(environment: ["XDG_STATE_HOME": "relative"]) == nil)
  }
}
