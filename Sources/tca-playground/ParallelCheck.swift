import Foundation

/// Checks transcript files on every core. A session runs on the main serial executor, so one
/// process replays one transcript at a time: the files are split into shares of about equal
/// size, this process checks the first share and worker processes (`check --worker`, this same
/// program, started without a shell) the others. Each transcript is still replayed in-process,
/// in a fresh session, by one of them. The outcomes come back in path order, whoever checked
/// them.
struct ParallelCheck {
  /// The program to start workers from: this one.
  let workerExecutable: URL
  /// Processes in all, this one included; `nil` for one per core once the files are big
  /// enough to gain from it (see ``minimumShareBytes``).
  let jobs: Int?
  let update: Bool

  /// The least transcript text, in bytes, worth a worker process of its own: starting one
  /// costs about as much as replaying this much in a release build (docs/benchmarks.md), so
  /// a smaller suite is checked sooner in this process alone.
  static let minimumShareBytes = 64 * 1024

  @MainActor
  func run(_ paths: [String]) async -> [CheckOutcome] {
    let sized = paths.map { path in
      (path: path, size: (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0)
    }
    let shares = Self.shares(sized, count: jobs ?? Self.processes(forBytes: sized.map(\.size).reduce(0, +)))
    let workers = shares.dropFirst().map {
      CheckWorker.start(executable: workerExecutable, paths: $0, update: update)
    }
    var outcomes: [CheckOutcome] = []
    for path in shares.first ?? [] {
      outcomes.append(await TranscriptFileCheck.check(path, update: update))
    }
    for worker in workers {
      outcomes += await worker.outcomes()
    }
    return outcomes.sorted { $0.path < $1.path }
  }

  /// One process for every ``minimumShareBytes`` of transcripts, at most one per core.
  static func processes(forBytes bytes: Int) -> Int {
    max(1, min(ProcessInfo.processInfo.activeProcessorCount, bytes / minimumShareBytes))
  }

  /// The files in at most `count` non-empty shares of about equal size in bytes (a
  /// transcript's size is a fair guess at its replay time): the biggest file goes to the
  /// smallest share first. The same files always give the same shares.
  static func shares(_ files: [(path: String, size: Int)], count: Int) -> [[String]] {
    var shares = Array(repeating: (paths: [String](), size: 0), count: max(1, min(count, files.count)))
    for file in files.sorted(by: { ($0.size, $1.path) > ($1.size, $0.path) }) {
      let smallest = shares.indices.min { shares[$0].size < shares[$1].size }!
      shares[smallest].paths.append(file.path)
      shares[smallest].size += file.size
    }
    return shares.map(\.paths).filter { !$0.isEmpty }
  }
}
