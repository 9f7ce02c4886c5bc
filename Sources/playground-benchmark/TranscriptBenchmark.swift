import Foundation
import Lessons
import PlaygroundSession
import PlaygroundTerminal
import TranscriptFormat

/// Checks every bundled transcript, as `tca-playground check Transcripts` does: in this
/// process (parse, replay, compare), then end to end with the release `tca-playground` beside
/// this program, one process and then one per core. Prints the time of the suite and commands
/// per second.
enum TranscriptBenchmark {
  static let folder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Transcripts")

  @MainActor
  static func run() async throws {
    // Each lesson's transcripts are in its own folder, `Transcripts/<id>/`.
    let files = try FileManager.default.subpathsOfDirectory(atPath: folder.path)
      .filter { $0.hasSuffix(".transcript") }
      .map { folder.appendingPathComponent($0) }
      .sorted { $0.path < $1.path }
    let contents = try files.map { (path: $0.path, bytes: Array(try Data(contentsOf: $0))) }

    var perFile = Array(repeating: 0.0, count: contents.count)
    let first = try await checkSuite(contents, perFile: &perFile)
    let passes = 50
    var total = Duration.zero
    perFile = Array(repeating: 0.0, count: contents.count)
    let cpuBefore = processorTime()
    for _ in 0..<passes {
      total += try await checkSuite(contents, perFile: &perFile).elapsed
    }
    let mean = total.inSeconds / Double(passes)
    let cpuMean = (processorTime() - cpuBefore) / Double(passes)
    print("check the \(files.count) bundled transcripts, \(first.commands) commands (release build)")
    print(String(format: "  in-process, first pass: %.1f ms", first.elapsed.inSeconds * 1000))
    print(String(format: "  in-process, mean of %d passes: %.1f ms (%.0f commands/s); CPU time %.1f ms (%.0f commands/s)", passes, mean * 1000, Double(first.commands) / mean, cpuMean * 1000, Double(first.commands) / cpuMean))
    let slowest = perFile.indices.sorted { perFile[$0] > perFile[$1] }.prefix(3)
    let names = slowest.map { index in
      String(format: "%@ %.1f ms", relativePath(files[index]), perFile[index] / Double(passes) * 1000)
    }
    print("  slowest transcripts, CPU time, mean of \(passes) passes: \(names.joined(separator: ", "))")

    let program = Bundle.main.executableURL!.deletingLastPathComponent().appendingPathComponent("tca-playground")
    guard FileManager.default.isExecutableFile(atPath: program.path) else {
      print("  end to end: build tca-playground in release first (make benchmark does)")
      return
    }
    for jobs in [1, ProcessInfo.processInfo.activeProcessorCount] {
      let runs = 10
      var elapsed = Duration.zero
      for _ in 0..<runs {
        elapsed += try ContinuousClock().measure { try runCheck(program, jobs: jobs) }
      }
      print(String(format: "  tca-playground check --jobs %d Transcripts, mean of %d runs: %.1f ms", jobs, runs, elapsed.inSeconds / Double(runs) * 1000))
    }
  }

  /// A transcript's path inside `Transcripts/`, as `lesson/name.transcript`.
  private static func relativePath(_ file: URL) -> String {
    String(file.path.dropFirst(folder.path.count + 1))
  }

  /// Parses and checks every transcript once, adding each one's processor time to `perFile`;
  /// fails if one does not pass.
  @MainActor
  private static func checkSuite(
    _ contents: [(path: String, bytes: [UInt8])], perFile: inout [Double]
  ) async throws -> (elapsed: Duration, commands: Int) {
    var commands = 0
    var elapsed = Duration.zero
    for (index, file) in contents.enumerated() {
      let start = ContinuousClock.now
      let cpuStart = processorTime()
      let transcript = try TranscriptParser.parse(file.bytes, path: file.path, lessonIDs: allLessons.map(\.id))
      // As `check` does: `:record` and `:save` write in a folder of the check's own.
      let folder = TranscriptFolder.temporary()
      let files = TranscriptFiles(checkWritable: folder.checkWritable, write: { try folder.write($0, to: $1) })
      let check = try await TranscriptCheck.run(transcript, lessons: allLessons, files: files)
      guard check.passed else { throw BenchmarkFailure("\(file.path) does not pass") }
      commands += check.commandCount
      elapsed += ContinuousClock.now - start
      perFile[index] += processorTime() - cpuStart
    }
    return (elapsed, commands)
  }

  /// The processor time this process has used so far, in seconds: on a machine shared with
  /// other work it says what the wall-clock time would be on an idle one.
  private static func processorTime() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
  }

  private static func runCheck(_ program: URL, jobs: Int) throws {
    let process = Process()
    process.executableURL = program
    process.arguments = ["check", "--jobs", "\(jobs)", folder.path]
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else { throw BenchmarkFailure("check exited with \(process.terminationStatus)") }
  }
}

struct BenchmarkFailure: Error, CustomStringConvertible {
  let description: String

  init(_ description: String) {
    self.description = description
  }
}
