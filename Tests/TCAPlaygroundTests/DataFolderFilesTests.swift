import Foundation
import PlaygroundTestSupport
import Testing

/// What the playground leaves in the data folder: private modes whatever the umask, and no
/// temporary folder after a run whose output was closed.
struct DataFolderFilesTests {
  @Test func theDataFolderAndItsFilesArePrivateUnderUmask000() async throws {
    let folder = try TemporaryFolder()
    let result = try await Program.run(
      ["shared-stats", "--data-dir", "data"], in: folder.url, input: "send .cabin(.upButtonTapped)\n",
      umask: "000"
    )
    #expect(result.status == 0, "\(result.errors)")
    func mode(_ path: String) throws -> Int? {
      try FileManager.default.attributesOfItem(atPath: folder.url.appendingPathComponent(path).path)[.posixPermissions] as? Int
    }
    #expect(try mode("data") == 0o700)
    #expect(try mode("data/Documents") == 0o700)
    #expect(try mode("data/Documents/lift.json") == 0o600)
  }

  @Test func aPipedRunWhoseOutputClosesLeavesNoTemporaryDataFolder() async throws {
    let folder = try TemporaryFolder()
    let temporary = folder.url.appendingPathComponent("tmp")
    try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
    // Every send saves lift.json into the temporary data folder; `head` closes the output
    // after the first bytes, and the next write ends the program.
    _ = try folder.write("input", String(repeating: "send .cabin(.upButtonTapped)\n", count: 2_000))
    let result = try await Program.run(
      ["-c", "\"$0\" shared-stats < input | head -c 200 > /dev/null", Program.url.path],
      in: folder.url, environment: ["TMPDIR": temporary.path], executable: URL(fileURLWithPath: "/bin/sh")
    )
    #expect(result.status == 0, "\(result.errors)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: temporary.path) == [])
  }
}
