import Foundation
import PlaygroundPackage
import PlaygroundReload
import Synchronization

/// `:reload` after a one-line change to the counter's reducer, from the command to the first
/// line the new build replays, against `swift build` alone for the same kind of change; and
/// the replay alone, a 50-command session piped through a build of the playground. Builds
/// happen in the package's copy (``PackageCopy``), whose playground is built in debug, as the
/// tests build it; the 50-command replay also runs the `tca-playground` beside this benchmark,
/// in its configuration. Each figure is the fastest of its runs (see `fastestRuns`).
enum ReloadBenchmark {
  static let counterFile = "Lessons/counter/Counter.swift"

  @MainActor
  static func run() async throws {
    let source = PackageRoot(
      url: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    )
    let copy = try PackageCopy.prepare(of: source)
    print("reload (debug tca-playground in \(source.relativePath(copy.package.url.path)))")
    guard await copy.build(.debug).succeeded else {
      print("  the copy did not build; 'swift build' there says why")
      return
    }
    let counter = try String(contentsOf: source.url.appending(path: counterFile), encoding: .utf8)
    defer { try? copy.write(counterFile, counter) }
    var edits = 0
    // Each run changes the same line to a new value, so each build has one file to compile.
    func edit() throws {
      edits += 1
      try copy.write(counterFile, counter.replacing("state.count += 1", with: "state.count += \(edits + 1)"))
    }
    let session = SessionRecord(
      lessonID: "counter", commands: ["send .incrementButtonTapped"],
      lines: ["counter> send .incrementButtonTapped", "- Counter.State(count: 0)", "+ Counter.State(count: 1)"]
    )
    let times = try await fastestRuns(3, of: [
      {
        try edit()
        return try await seconds { guard await copy.build(.debug).succeeded else { throw Failed() } }
      },
      {
        try edit()
        return try await reloadToFirstLine(copy, session: session)
      },
    ])
    print(String(format: "  swift build alone after a one-line change: %.2f s", times[0]))
    print(String(format: "  :reload to the first replayed line: %.2f s, %.2f× swift build alone (target: at most 1.5×)", times[1], times[1] / times[0]))

    let fifty = SessionRecord(
      lessonID: "counter",
      commands: (0..<50).map { $0.isMultiple(of: 2) ? "send .incrementButtonTapped" : "state" },
      lines: []
    )
    // The playground beside this benchmark, built with it (release under `make benchmark`),
    // and the copy's debug build.
    let beside = Bundle.main.executableURL!.deletingLastPathComponent().appending(component: "tca-playground")
    for (name, binary) in [(BuildConfiguration.running.rawValue, beside), ("debug", BuildConfiguration.debug.binary(in: copy.package))]
    where FileManager.default.isExecutableFile(atPath: binary.path) {
      let replay = try await fastestRuns(10, of: [{ try await seconds { try await replayOnce(fifty, binary: binary) } }])[0]
      print(String(format: "  replay of a 50-command session, %@ tca-playground: %.1f ms (target: under 100 ms)", name, replay * 1000))
    }
  }

  struct Failed: Error {}

  /// `:reload` as the shell runs it, without the printing: build, then the replay, up to the
  /// replay's first line.
  private static func reloadToFirstLine(_ copy: PackageCopy, session: SessionRecord) async throws -> Double {
    let firstLine = Mutex<ContinuousClock.Instant?>(nil)
    let reloader = Reloader(
      package: copy.package, configuration: .debug,
      replayer: PipedReplay(firstLine: { firstLine.withLock { $0 = .now } })
    )
    let folder = try ScratchFolder()
    let start = ContinuousClock.now
    let outcome = await reloader.reload(session, progress: { _ in }) { folder.folders }
    guard case .replayed = outcome, let end = firstLine.withLock({ $0 }) else { throw Failed() }
    return start.duration(to: end).inSeconds
  }

  private static func replayOnce(_ session: SessionRecord, binary: URL) async throws {
    let folder = try ScratchFolder()
    let run = await PipedReplay().replay(session, binary: binary, in: folder.folders)
    guard run.status == 0, run.output.count > 50 else { throw Failed() }
  }

  @MainActor
  private static func seconds(_ body: () async throws -> Void) async throws -> Double {
    let start = ContinuousClock.now
    try await body()
    return start.duration(to: .now).inSeconds
  }

  /// A data folder and a state folder for one replay, removed afterwards.
  private final class ScratchFolder {
    let url = FileManager.default.temporaryDirectory.appending(component: "tca-playground-benchmark-\(UUID().uuidString)")

    init() throws {
      try FileManager.default.createDirectory(at: url.appending(component: "state"), withIntermediateDirectories: true)
    }

    var folders: ReplayFolders {
      ReplayFolders(data: url.appending(component: "data"), state: url.appending(component: "state"))
    }

    deinit {
      try? FileManager.default.removeItem(at: url)
    }
  }
}
