import Foundation
import PlaygroundPackage
import PlaygroundReload
import PlaygroundText
import Synchronization
import Testing

/// `:reload` with a builder and a replayer standing in for `swift build` and the new binary:
/// what it does with each outcome. The real ones run in ReloadIntegrationTests.
@Suite struct ReloaderTests {
  static let root = PackageRoot(url: URL(fileURLWithPath: "/work/pkg"))

  struct FakeBuilder: PackageBuilder {
    let lines: [String]
    let succeeds: Bool

    func build(_ package: PackageRoot, _ configuration: BuildConfiguration, line: @escaping @Sendable (String) -> Void) async -> Bool {
      lines.forEach(line)
      return succeeds
    }
  }

  final class FakeReplayer: SessionReplayer {
    let run: ReplayRun
    let calls = Mutex<[URL]>([])

    init(_ run: ReplayRun) {
      self.run = run
    }

    func replay(_ record: SessionRecord, binary: URL, in folders: ReplayFolders) async -> ReplayRun {
      calls.withLock { $0.append(binary) }
      return run
    }
  }

  static var session: SessionRecord {
    var record = SessionRecord(lessonID: "counter")
    record.command("send .incrementButtonTapped", echo: "counter> send .incrementButtonTapped", isReplayable: true)
    record.output("- Counter.State(count: 0)")
    record.output("+ Counter.State(count: 1)")
    record.command(":save a.transcript", echo: "counter> :save a.transcript", isReplayable: false)
    record.output("saved 1 step to a.transcript")
    record.command("state", echo: "counter> state", isReplayable: true)
    record.output("Counter.State(count: 1)")
    return record
  }

  @Test func recordsWhatAReplayRunsWithWhatItPrinted() {
    #expect(Self.session.commands == ["send .incrementButtonTapped", "state"])
    #expect(Self.session.lines == [
      "counter> send .incrementButtonTapped", "- Counter.State(count: 0)", "+ Counter.State(count: 1)",
      "counter> state", "Counter.State(count: 1)",
    ])
  }

  @Test func aFailedBuildGivesItsErrorsAndNeverReplays() async {
    let replayer = FakeReplayer(ReplayRun(output: [], errors: [], status: 0))
    let progress = Mutex<[String]>([])
    let folders = Mutex(0)
    let reloader = Reloader(
      package: Self.root, configuration: .debug,
      builder: FakeBuilder(lines: [
        "[3/7] Compiling Lessons Counter.swift",
        "/work/pkg/Lessons/counter/Counter.swift:14:25: error: cannot find 'sate' in scope",
      ], succeeds: false),
      replayer: replayer
    )
    let outcome = await reloader.reload(Self.session, progress: { line in progress.withLock { $0.append(line) } }) {
      folders.withLock { $0 += 1 }
      return ReplayFolders(data: URL(fileURLWithPath: "/tmp/d"), state: URL(fileURLWithPath: "/tmp/s"))
    }
    #expect(outcome == .buildFailed(errors: ["Lessons/counter/Counter.swift:14:25: error: cannot find 'sate' in scope"]))
    #expect(progress.withLock { $0 } == ["[3/7] Compiling Lessons Counter.swift"])
    #expect(replayer.calls.withLock { $0 }.isEmpty)
    #expect(folders.withLock { $0 } == 0)
  }

  @Test func theSameOutputSaysSo() async {
    let outcome = await reload(replaying: ReplayRun(output: Self.session.lines, errors: [], status: 0))
    #expect(outcome == .replayed(
      binary: URL(fileURLWithPath: "/work/pkg/.build/debug/tca-playground"), report: [OutputLine("same output")],
      output: Self.session.lines
    ))
  }

  @Test func changedOutputIsAUnifiedDiffOldAgainstNew() async {
    let new = [
      "counter> send .incrementButtonTapped", "- Counter.State(count: 0)", "+ Counter.State(count: 2)",
      "counter> state", "Counter.State(count: 2)",
    ]
    guard case let .replayed(_, report, output) = await reload(replaying: ReplayRun(output: new, errors: [], status: 0)) else {
      Issue.record("not replayed")
      return
    }
    #expect(output == new)
    #expect(report == [
      OutputLine("--- before the reload"),
      OutputLine("+++ after the reload"),
      OutputLine("@@ -1,5 +1,5 @@", style: .heading),
      OutputLine(" counter> send .incrementButtonTapped"),
      OutputLine(" - Counter.State(count: 0)"),
      OutputLine("-+ Counter.State(count: 1)", style: .removed),
      OutputLine("++ Counter.State(count: 2)", style: .added),
      OutputLine(" counter> state"),
      OutputLine("-Counter.State(count: 1)", style: .removed),
      OutputLine("+Counter.State(count: 2)", style: .added),
    ])
  }

  @Test func aCommandThatNowFailsIsOneLine() async {
    let new = [
      "counter> send .incrementButtonTapped",
      "error: Counter.Action has no case .incrementButtonTapped (column 6); did you mean .increment?",
      "counter> state", "Counter.State(count: 0)",
    ]
    guard case let .replayed(_, report, _) = await reload(replaying: ReplayRun(output: new, errors: [], status: 0)) else {
      Issue.record("not replayed")
      return
    }
    #expect(report.last == OutputLine(
      "warning: send .incrementButtonTapped (command 1) now fails: error: Counter.Action has no case .incrementButtonTapped (column 6); did you mean .increment?",
      style: .warning
    ))
  }

  @Test func aLessonTheNewBuildLacksIsOneLine() async {
    let outcome = await reload(replaying: ReplayRun(
      output: [], errors: ["Error: unknown lesson 'counter'; 'tca-playground lessons' lists them"], status: 2
    ))
    #expect(outcome == .replayFailed(
      "error: the new build has no lesson 'counter', where this session started; the session goes on in the old build"
    ))
  }

  @Test func aNewBuildThatCrashesIsOneLine() async {
    let outcome = await reload(replaying: ReplayRun(output: ["counter> state"], errors: ["Fatal error: oops"], status: 132))
    #expect(outcome == .replayFailed(
      "error: the new build stopped with status 132: Fatal error: oops; the session goes on in the old build"
    ))
  }

  private func reload(replaying run: ReplayRun) async -> Reloader.Outcome {
    let reloader = Reloader(
      package: Self.root, configuration: .debug, builder: FakeBuilder(lines: [], succeeds: true),
      replayer: FakeReplayer(run)
    )
    return await reloader.reload(Self.session, progress: { _ in }) {
      ReplayFolders(data: URL(fileURLWithPath: "/tmp/d"), state: URL(fileURLWithPath: "/tmp/s"))
    }
  }
}
