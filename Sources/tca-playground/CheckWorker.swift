import Foundation

/// A worker process: `tca-playground check --worker [--update] -- FILE…` checks its files one
/// after another in-process and prints their outcomes as a JSON array (see ``Check``).
struct CheckWorker {
  private let results: AsyncStream<[CheckOutcome]>

  /// Starts the worker at once; its output is read on a thread of its own, so it never waits
  /// on a full pipe while this process replays its own share.
  static func start(executable: URL, paths: [String], update: Bool) -> CheckWorker {
    let (results, continuation) = AsyncStream.makeStream(of: [CheckOutcome].self)
    DispatchQueue.global().async {
      continuation.yield(run(executable: executable, paths: paths, update: update))
      continuation.finish()
    }
    return CheckWorker(results: results)
  }

  /// The outcomes of the worker's files; errors for all of them if the worker failed.
  func outcomes() async -> [CheckOutcome] {
    for await outcomes in results { return outcomes }
    return []
  }

  static func arguments(paths: [String], update: Bool) -> [String] {
    ["check", "--worker"] + (update ? ["--update"] : []) + ["--"] + paths
  }

  private static func run(executable: URL, paths: [String], update: Bool) -> [CheckOutcome] {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments(paths: paths, update: update)
    let output = Pipe()
    process.standardOutput = output
    do {
      try process.run()
    } catch {
      return failed(paths, "cannot start a worker process \(executable.path): \(error.localizedDescription)")
    }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationReason == .exit, process.terminationStatus == 0 else {
      let how = process.terminationReason == .exit ? "exited with status" : "was killed by signal"
      return failed(paths, "the worker process checking it \(how) \(process.terminationStatus)")
    }
    guard let outcomes = try? JSONDecoder().decode([CheckOutcome].self, from: data) else {
      return failed(paths, "the worker process checking it printed no outcomes")
    }
    return outcomes
  }

  private static func failed(_ paths: [String], _ message: String) -> [CheckOutcome] {
    paths.map { CheckOutcome(path: $0, status: .error, message: message) }
  }
}
