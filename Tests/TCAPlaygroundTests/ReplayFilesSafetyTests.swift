import Foundation
import Glibc
import PlaygroundTestSupport
import Testing

/// What a replay (`undo`, `goto`, `:load`, `--replay`) may touch: only the files the lesson's
/// `@Shared` keys name, and no file a command of the replayed transcript names.
@Suite struct ReplayFilesSafetyTests {
  /// A FIFO anywhere in the data folder, `lift.json` as a FIFO, a read-only subfolder: undo
  /// neither hangs nor leaves its copies behind in the temporary folder.
  @Test(arguments: [false, true])
  func undoCopiesOnlyTheSharedFiles(statsIsAFIFO: Bool) async throws {
    let folder = try TemporaryFolder()
    let data = folder.url.appendingPathComponent("data")
    let temporary = folder.url.appendingPathComponent("tmp")
    for path in [data.appendingPathComponent("Documents"), data.appendingPathComponent("locked/inner"), temporary] {
      try FileManager.default.createDirectory(at: path, withIntermediateDirectories: true)
    }
    #expect(mkfifo(data.appendingPathComponent("pipe").path, 0o600) == 0)
    if statsIsAFIFO { #expect(mkfifo(data.appendingPathComponent("Documents/lift.json").path, 0o600) == 0) }
    try folder.write("data/locked/inner/notes.txt", "kept\n")
    #expect(chmod(data.appendingPathComponent("locked").path, 0o555) == 0)
    defer { chmod(data.appendingPathComponent("locked").path, 0o755) }

    let result = try await Program.run(
      ["shared-stats", "--data-dir", "data"], in: folder.url,
      input: "send .cabin(.upButtonTapped)\nsend .cabin(.upButtonTapped)\nundo\nstate cabin.stats.floor\n",
      environment: ["TMPDIR": temporary.path]
    )
    #expect(result.status == 0, "\(result.errors)")
    #expect(result.output.hasSuffix("shared-stats [1/2]> state cabin.stats.floor\n1\n"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: temporary.path) == [], "no copy left behind")
    if statsIsAFIFO {
      #expect(result.output.contains("Documents/lift.json: it is not a regular file"))
    } else {
      #expect(try folder.read("data/Documents/lift.json").contains("\"floor\" : 1"))
    }
  }

  /// `:load` runs no command that writes a file: the file may come from anyone.
  @Test func loadSkipsExportTestWithAFile() async throws {
    let folder = try TemporaryFolder()
    try folder.write("AppTests.swift", "// the user's own test\n")
    try folder.write("bug.transcript", """
      counter> send .incrementButtonTapped
      - Counter.State(count: 0)
      + Counter.State(count: 1)
      counter> export test AppTests.swift
      wrote AppTests to AppTests.swift

      """)
    let result = try await Program.run(["counter"], in: folder.url, input: ":load bug.transcript\n")
    #expect(result.errors.contains("skipped bug.transcript line 4: export test AppTests.swift (a replay never runs it)"))
    #expect(try folder.read("AppTests.swift") == "// the user's own test\n")
  }
}
