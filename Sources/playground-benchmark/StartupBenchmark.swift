import Foundation

/// Start-up: the release `tca-playground` with its input at end of file, against
/// `startup-baseline`, which links the same packages and does nothing. The launches alternate,
/// so a slow spell of the machine falls on both alike; the figures are the medians of 30 each,
/// after one of each to warm the file cache, in wall-clock time and in CPU time, the steadier
/// of the two on a shared machine.
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
    let runs = 30
    _ = try launch(playground)
    _ = try launch(baseline)
    var playgroundTimes: [Launch] = []
    var baselineTimes: [Launch] = []
    for _ in 0..<runs {
      playgroundTimes.append(try launch(playground))
      baselineTimes.append(try launch(baseline))
    }
    let wall = (median(playgroundTimes.map(\.wall)), median(baselineTimes.map(\.wall)))
    let cpu = (median(playgroundTimes.map(\.cpu)), median(baselineTimes.map(\.cpu)))
    print("start-up, input at end of file, medians of \(runs) alternating launches each (release build)")
    print(String(format: "  tca-playground < /dev/null: %.1f ms wall, %.1f ms CPU", wall.0 * 1000, cpu.0 * 1000))
    print(String(format: "  startup-baseline (same packages, does nothing): %.1f ms wall, %.1f ms CPU", wall.1 * 1000, cpu.1 * 1000))
    print(String(format: "  difference: %.1f ms wall, %.1f ms CPU (target: at most 3 ms)", (wall.0 - wall.1) * 1000, (cpu.0 - cpu.1) * 1000))
  }

  private struct Launch {
    let wall: Double
    let cpu: Double
  }

  private static func median(_ times: [Double]) -> Double {
    let sorted = times.sorted()
    return (sorted[(sorted.count - 1) / 2] + sorted[sorted.count / 2]) / 2
  }

  /// The time from launch to exit, and the CPU time the launch took; input and output at
  /// /dev/null. Launched with `posix_spawn` and reaped with `wait4`, which gives the child's
  /// CPU time: Foundation's `Process` polls for the exit, which put 30 ms of its own into
  /// the wall-clock time.
  private static func launch(_ program: URL) throws -> Launch {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, STDIN_FILENO, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, STDOUT_FILENO, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, "/dev/null", O_WRONLY, 0)
    let path = strdup(program.path)
    defer { free(path) }
    let arguments: [UnsafeMutablePointer<CChar>?] = [path, nil]
    var pid: pid_t = 0
    var status: Int32 = 0
    var usage = rusage()
    let start = ContinuousClock.now
    guard posix_spawn(&pid, program.path, &actions, nil, arguments, environ) == 0,
      wait4(pid, &status, 0, &usage) == pid
    else { throw BenchmarkFailure("could not run \(program.lastPathComponent)") }
    let wall = (ContinuousClock.now - start).inSeconds
    guard status == 0 else { throw BenchmarkFailure("\(program.lastPathComponent) exited with status \(status)") }
    func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
    return Launch(wall: wall, cpu: seconds(usage.ru_utime) + seconds(usage.ru_stime))
  }
}
