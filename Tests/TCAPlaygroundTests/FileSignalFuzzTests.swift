import Foundation
import Glibc
import PlaygroundTestSupport
import Testing

/// The file-and-signal fuzz: sessions on one data folder, each sending a random stream of
/// increments to `shared-stats` while recording, then ended at a random moment by SIGKILL,
/// SIGTERM or SIGHUP. After each, `lift.json` must be whole JSON holding every increment,
/// except that SIGKILL may lose the changes of the last real second (docs/data-folder.md);
/// the recording must hold every command; and no temporary file may outlive the
/// next session's start.
///
/// `make fuzz FUZZ_MODE=files` runs `FUZZ_KILLS` kills (3 by default, for `make test`), or
/// fewer if `FUZZ_SECONDS` runs out first, and prints the figures.
@Suite struct FileSignalFuzzTests {
  /// What SIGKILL may lose: the changes of the last real second, with room for a loaded
  /// machine to schedule the write.
  static let bound = 1.0
  static let slack = 0.5

  struct Figures: CustomStringConvertible {
    var kills: [Int32: Int] = [:]
    var changes = 0
    var lostWithinBound = 0
    var lostBeyondBound = 0
    var tornFiles = 0
    var leftoverTemporaryFiles = 0
    var recordingsMissingCommands = 0

    var description: String {
      let byName = [(SIGKILL, "SIGKILL"), (SIGTERM, "SIGTERM"), (SIGHUP, "SIGHUP")]
        .map { "\(kills[$0.0, default: 0]) \($0.1)" }.joined(separator: ", ")
      return "file-and-signal fuzz: \(kills.values.reduce(0, +)) kills (\(byName)), \(changes) changes; "
        + "lost beyond the bound: \(lostBeyondBound), lost within it (SIGKILL only): \(lostWithinBound); "
        + "torn files: \(tornFiles); leftover temporary files: \(leftoverTemporaryFiles); "
        + "recordings missing commands: \(recordingsMissingCommands)"
    }
  }

  @Test func randomKillsLoseNothingBeyondTheBound() async throws {
    let environment = ProcessInfo.processInfo.environment
    let kills = environment["FUZZ_KILLS"].flatMap { Int($0) } ?? 3
    let deadline = environment["FUZZ_SECONDS"].flatMap { Double($0) }.map { Date().addingTimeInterval($0) }
    let folder = try TemporaryFolder()
    let data = folder.url.appendingPathComponent("data")
    var generator = SystemRandomNumberGenerator()
    var figures = Figures()
    var expected = 0
    for trial in 0..<kills {
      if let deadline, Date() > deadline { break }
      let signal = [SIGKILL, SIGTERM, SIGHUP].randomElement(using: &generator)!
      let count = Int.random(in: 1...40, using: &generator)
      let session = try RunningPlayground(
        ["shared-stats", "--data-dir", data.path, "--no-color"],
        outputFile: folder.url.appendingPathComponent("out-\(trial)"), in: folder.url
      )
      _ = try session.run(":record rec-\(trial).transcript")
      _ = try session.run(Array(repeating: "send .cabin(.upButtonTapped)", count: count))
      let wait = Double.random(in: 0...2.5, using: &generator)
      try await Task.sleep(for: .seconds(wait))
      _ = await session.end(by: signal)
      figures.kills[signal, default: 0] += 1
      figures.changes += count
      expected += count

      let recorded = (try? folder.read("rec-\(trial).transcript")) ?? ""
      if recorded.components(separatedBy: "> send .cabin(.upButtonTapped)\n").count - 1 != count {
        figures.recordingsMissingCommands += 1
      }
      guard let stats = try? Data(contentsOf: data.appendingPathComponent("Documents/lift.json")),
        let object = try? JSONSerialization.jsonObject(with: stats) as? [String: Any],
        let saved = object["floor"] as? Int
      else {
        figures.tornFiles += 1
        break
      }
      let lost = expected - saved
      if lost > 0 {
        if signal == SIGKILL, wait < Self.bound + Self.slack {
          figures.lostWithinBound += lost
        } else {
          figures.lostBeyondBound += lost
        }
      }
      expected = saved
    }
    // The next session's start cleans what killed ones left.
    let last = try RunningPlayground(
      ["shared-stats", "--data-dir", data.path, "--no-color"], outputFile: folder.url.appendingPathComponent("out-last"),
      in: folder.url
    )
    _ = try last.run("state cabin.stats.floor")
    _ = await last.endInput()
    let names = (try? FileManager.default.contentsOfDirectory(atPath: data.appendingPathComponent("Documents").path)) ?? []
    figures.leftoverTemporaryFiles = names.count { $0.hasSuffix(".tmp") }

    print(figures)
    #expect(figures.lostBeyondBound == 0, "\(figures)")
    #expect(figures.tornFiles == 0, "\(figures)")
    #expect(figures.leftoverTemporaryFiles == 0, "\(figures)")
    #expect(figures.recordingsMissingCommands == 0, "\(figures)")
  }
}
