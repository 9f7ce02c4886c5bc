import Foundation
import Glibc
import PlaygroundTestSupport
import Testing

/// How a session ends, other than by `quit` or end of input, and what it leaves on disk: every
/// change file storage held back, and every command a recording took.
@Suite struct EndingsTests {
  static let increment = "send .cabin(.upButtonTapped)"

  func statsCount(_ folder: TemporaryFolder) -> Int? {
    guard let text = try? folder.read("data/Documents/lift.json"),
      let line = text.split(separator: "\n").first(where: { $0.contains("\"floor\"") })
    else { return nil }
    return Int(line.filter(\.isNumber))
  }

  /// Five increments: the first is written at once, the others held back in a window of
  /// virtual time that never ends, since nothing advances the clock.
  func fiveIncrements(_ folder: TemporaryFolder) throws -> RunningPlayground {
    let session = try RunningPlayground(
      ["shared-stats", "--data-dir", folder.url.appendingPathComponent("data").path, "--no-color"],
      outputFile: folder.url.appendingPathComponent("out"), in: folder.url
    )
    _ = try session.run(Self.increment, Self.increment, Self.increment, Self.increment, Self.increment)
    return session
  }

  /// SIGINT stands for a second Ctrl-C: the first only asks a running command to stop.
  @Test(arguments: [SIGTERM, SIGHUP, SIGQUIT, SIGINT])
  func aSignalThatEndsTheSessionWritesTheHeldChangesFirst(_ signal: Int32) async throws {
    let folder = try TemporaryFolder()
    let session = try fiveIncrements(folder)
    #expect(await session.end(by: signal, repeating: signal == SIGINT) == signal, "ends as the signal asks")
    #expect(statsCount(folder) == 5)
    #expect(!session.printed.contains("Program crashed"))
  }

  /// SIGKILL cannot be caught: a held change reaches the disk within a real second anyway.
  @Test func killMinusNineLosesAtMostTheLastSecond() async throws {
    let folder = try TemporaryFolder()
    let session = try fiveIncrements(folder)
    // A bounded poll for the file, not a measured wait.
    let deadline = Date().addingTimeInterval(20)
    while statsCount(folder) != 5, Date() < deadline { try await Task.sleep(for: .milliseconds(50)) }
    #expect(statsCount(folder) == 5)
    #expect(await session.end(by: SIGKILL) == SIGKILL)
    #expect(statsCount(folder) == 5)
  }

  /// `| head`: the reader goes away; what was held back is written before the session stops.
  @Test func aClosedOutputWritesTheHeldChangesFirst() async throws {
    let folder = try TemporaryFolder()
    let input = Array(repeating: Self.increment, count: 5) + Array(repeating: "help", count: 200)
    let result = try await Program.run(
      ["-c", "\"$0\" shared-stats --data-dir data --no-color | head -n 1000 > /dev/null", BuiltProgram.url.path],
      in: folder.url, input: input.joined(separator: "\n") + "\n", executable: URL(fileURLWithPath: "/bin/sh")
    )
    #expect(result.status == 0)
    #expect(statsCount(folder) == 5)
  }

  /// A recording is on disk after every command, so a killed session leaves it.
  @Test(arguments: [SIGKILL, SIGTERM, SIGHUP])
  func aRecordingSurvivesTheProcess(_ signal: Int32) async throws {
    let folder = try TemporaryFolder()
    let session = try RunningPlayground(
      ["counter", "--no-color"], outputFile: folder.url.appendingPathComponent("out"), in: folder.url
    )
    _ = try session.run(":record taps.transcript", "send .incrementButtonTapped", "send .incrementButtonTapped")
    #expect(await session.end(by: signal) == signal)
    let recorded = try folder.read("taps.transcript")
    #expect(recorded.components(separatedBy: "counter> send .incrementButtonTapped\n").count == 3, "\(recorded)")
    #expect(recorded.contains("Counter.State(count: 2)") || recorded.contains("+   count: 2"))
  }

  /// A record naming a floor the building does not have: a warning at load, the file kept as
  /// it is, and the shell goes on from the ground floor.
  @Test func aFloorNearIntMaxIsAWarningAtLoadNotATrap() async throws {
    let folder = try TemporaryFolder()
    let stats = #"{"floor": 9223372036854775807, "highest": 0, "lowest": 0, "trips": 0}"#
    try folder.write("data/Documents/lift.json", stats)
    let result = try await Program.run(
      ["shared-stats", "--data-dir", "data"], in: folder.url, input: Self.increment + "\nstate cabin.stats.floor\n"
    )
    #expect(result.status == 0)
    #expect(result.output.hasPrefix(
      "runtime warning: Could not load Stats from \(folder.url.path)/data/Documents/lift.json: the value at 'floor' is invalid: 9223372036854775807 is not a floor of this building, which runs from -1000000 to 1000000; "
    ))
    #expect(result.output.hasSuffix("shared-stats> state cabin.stats.floor\n1\n"))
    #expect(try folder.read("data/Documents/lift.json") == stats)
  }

  /// The top floor loads, its directory answers, and the lift goes no higher: the next save
  /// is a record the next launch can load.
  @Test func theTopFloorIsAsHighAsTheLiftGoes() async throws {
    let folder = try TemporaryFolder()
    try folder.write(
      "data/Documents/lift.json",
      #"{"floor": 1000000, "highest": 1000000, "lowest": 0, "trips": 1000000}"#
    )
    let result = try await Program.run(
      ["shared-stats", "--data-dir", "data"], in: folder.url,
      input: "send .cabin(.directoryButtonTapped)\n" + Self.increment + "\nstate cabin.stats.floor\n"
    )
    #expect(result.output.contains("Floor 1000000: offices."))
    #expect(result.output.hasSuffix("shared-stats> state cabin.stats.floor\n1000000\n"))
    #expect(!result.output.contains("warning"))
  }
}
