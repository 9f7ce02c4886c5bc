import Foundation

/// Start-up: the release `tca-playground` with its input at end of file, against
/// `startup-baseline`, which links the same packages and does nothing. Median of 10 runs
/// each, after one to warm the file cache.
enum StartupBenchmark {
  static func run() throws {
    let folder = Bundle.main.executableURL!.deletingLastPathComponent()
    let playground = folder.appendingPathComponent("tca-playground")
    let baseline = folder.appendingPathComponent("startup-baseline")
    guard FileManager.default.isExecutableFile(atPath: playground.path),
      FileManager.default.isExecutableFile(atPath: baseline.path)
    else {
      print("start-up: build tca-playground and startup-baseline in release first (make benchmark does)")
      return
    }
    let runs = 10
    let playgroundTime = try median(of: runs, playground)
    let baselineTime = try median(of: runs, baseline)
    print("start-up, input at end of file, median of \(runs) runs (release build)")
    print(String(format: "  tca-playground < /dev/null: %.1f ms", playgroundTime * 1000))
    print(String(format: "  startup-baseline (same packages, does nothing): %.1f ms", baselineTime * 1000))
    print(String(format: "  difference: %.1f ms (target: at most 3 ms)", (playgroundTime - baselineTime) * 1000))
  }

  private static func median(of runs: Int, _ program: URL) throws -> Double {
    _ = try launch(program)
    let times = try (0..<runs).map { _ in try launch(program) }.sorted()
    return (times[runs / 2 - 1] + times[runs / 2]) / 2
  }

  /// Seconds from launch to exit, input and output at /dev/null.
  private static func launch(_ program: URL) throws -> Double {
    let process = Process()
    process.executableURL = program
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    let elapsed = try ContinuousClock().measure {
      try process.run()
      process.waitUntilExit()
    }
    guard process.terminationStatus == 0 else {
      throw BenchmarkFailure("\(program.lastPathComponent) exited with \(process.terminationStatus)")
    }
    return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
  }
}
