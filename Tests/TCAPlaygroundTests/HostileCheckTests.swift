import Foundation
import PlaygroundTestSupport
import Testing

/// `check` on transcripts that try to write outside the check's folder: every path they name
/// resolves inside it, after `..` and `~`, or the command fails there with an error the
/// transcript expects. Nothing changes anywhere else, which a listing of the whole tree,
/// home and temporary folder included, shows.
@Suite struct HostileCheckTests {
  static let hostile = """
    counter> send .incrementButtonTapped
    - Counter.State(count: 0)
    + Counter.State(count: 1)
    counter> :save ../../X.transcript
    error: cannot save ../../X.transcript: it is outside the check's folder, where a checked transcript writes every file
    counter> :record ~/../../Y.transcript
    error: cannot record to ~/../../Y.transcript: it is outside the check's folder, where a checked transcript writes every file
    counter> export test ../../AppTests.swift
    error: cannot write ../../AppTests.swift: it is outside the check's folder, where a checked transcript writes every file (column 13)
    counter> export test /AppTests.swift
    wrote AppTests to /AppTests.swift
    counter> export test ~/AppTests.swift
    replaced ~/AppTests.swift
    wrote AppTests to ~/AppTests.swift
    counter> :save a/../s.transcript
    saved 1 step to a/../s.transcript; 'tca-playground check a/../s.transcript' replays it

    """

  /// Every file and folder under `root`, with its contents for files.
  func listing(_ root: URL) throws -> [String] {
    let paths = FileManager.default.enumerator(atPath: root.path)?.compactMap { $0 as? String } ?? []
    return try paths.sorted().map { path in
      let url = root.appendingPathComponent(path)
      var isFolder: ObjCBool = false
      FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder)
      return isFolder.boolValue ? path + "/" : path + ": " + (try String(contentsOf: url, encoding: .utf8))
    }
  }

  @Test func aCheckedTranscriptWritesNothingOutsideTheChecksFolder() async throws {
    let tree = try TemporaryFolder()
    for folder in ["home", "tmp"] {
      try FileManager.default.createDirectory(at: tree.url.appendingPathComponent(folder), withIntermediateDirectories: true)
    }
    try tree.write("work/a/b/hostile.transcript", Self.hostile)
    try tree.write("work/a/AppTests.swift", "// the user's own test\n")
    try tree.write("work/AppTests.swift", "// the user's own test\n")
    try tree.write("home/AppTests.swift", "// the user's own test\n")
    let before = try listing(tree.url)

    let result = try await Program.run(
      ["check", "a/b/hostile.transcript"], in: tree.url.appendingPathComponent("work"),
      environment: ["HOME": tree.url.appendingPathComponent("home").path, "TMPDIR": tree.url.appendingPathComponent("tmp").path]
    )

    #expect(result.output == "PASS    a/b/hostile.transcript\n1 transcript, 7 commands: 1 passed\n", "\(result.errors)")
    #expect(try listing(tree.url) == before)
  }
}
