import Foundation
import Lessons
import Testing

@testable import PlaygroundSession

/// `export test` in a session: what it covers as the session moves, and the file it writes.
@MainActor
struct ExportCommandTests {
  func session(_ lesson: String) throws -> (Playground, () -> [String]) {
    var lines: [String] = []
    // Files land where the shell would write them: absolute paths as they are.
    let playground = try Playground(
      lessons: allLessons, lessonID: lesson, sink: { lines.append($0.text) }, transcriptFiles: .checksOwnFolder(.current)
    )
    return (playground, { defer { lines = [] }; return lines })
  }

  /// The `send`, `receive` and `advance` lines of the printed test.
  func steps(_ printed: [String]) -> [String] {
    printed.map { $0.trimmingCharacters(in: .whitespaces) }.filter {
      $0.hasPrefix("await store.") || $0.hasPrefix("await clock.") || $0.hasPrefix("$0.")
    }
  }

  @Test func undoTakesAStepOutOfTheExportAndResetStartsItOver() async throws {
    let (playground, printed) = try session("counter")
    for command in ["send .incrementButtonTapped", "send .incrementButtonTapped", "undo"] {
      _ = await playground.execute(command)
    }
    _ = printed()
    _ = await playground.execute("export test")
    #expect(steps(printed()) == [
      "await store.send(.incrementButtonTapped) {", "$0.count = 1", "await store.finish()",
    ])
    _ = await playground.execute("reset")
    _ = printed()
    _ = await playground.execute("export test")
    #expect(steps(printed()) == ["await store.finish()"])
  }

  /// Under `exhaustivity off` a closure that passes leaves the state it is handed, the state
  /// after the action, as it was: the export writes the closure as typed, not a diff of the two.
  @Test func aPassingNonExhaustiveClosureIsExportedAsTyped() async throws {
    let (playground, printed) = try session("effects-basics")
    for command in [
      "test on", "exhaustivity off",
      "send .boilWaterTapped { $0.isWaterHeating = true }", "advance 2s",
      #"receive \.waterBoiled { $0.note = "Boiling: pour it on black tea."; $0.isWaterHot = true }"#,
      "send .teaBagDropped { $0.note = nil }",
    ] {
      _ = await playground.execute(command)
    }
    #expect(!printed().contains { $0.hasPrefix("error") || $0.contains("failed") })
    _ = await playground.execute("export test")
    #expect(steps(printed()).drop { !$0.hasPrefix("await") } == [
      "await store.send(.boilWaterTapped) {", "$0.isWaterHeating = true",
      "await clock.advance(by: .seconds(2))",
      #"await store.receive(\.waterBoiled.success) {"#, #"$0.note = "Boiling: pour it on black tea.""#, "$0.isWaterHot = true",
      "await store.send(.teaBagDropped) {", "$0.note = nil",
      "await store.skipInFlightEffects()",
    ])
  }

  @Test func aLoadedLessonIsExportedFromItsStart() async throws {
    let (playground, printed) = try session("counter")
    for command in ["send .incrementButtonTapped", "load timers", "send .startStopTapped", "advance 2s"] {
      _ = await playground.execute(command)
    }
    _ = printed()
    _ = await playground.execute("export test")
    let lines = printed()
    #expect(lines.contains("struct TimersTests {"))
    #expect(steps(lines) == [
      "$0.continuousClock = clock",
      "await store.send(.startStopTapped) {", "$0.isRunning = true",
      "await clock.advance(by: .seconds(2))",
      #"await store.receive(\.secondPassed) {"#, "$0.seconds = 1",
      #"await store.receive(\.secondPassed) {"#, "$0.seconds = 2",
      "await store.skipInFlightEffects()",
    ])
  }

  @Test func aFileGetsTheSourceAndTheSuiteItsName() async throws {
    let folder = FileManager.default.temporaryDirectory.appending(component: "export-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let (playground, printed) = try session("counter")
    _ = await playground.execute("send .incrementButtonTapped")
    _ = await playground.execute("export test")
    let source = printed().drop { !$0.hasPrefix("import") }.joined(separator: "\n") + "\n"
    let file = folder.appending(component: "tap-once.swift")
    _ = await playground.execute("export test \(file.path)")
    #expect(printed() == ["wrote TapOnceTests to \(file.path)"])
    let written = try String(contentsOf: file, encoding: .utf8)
    #expect(written == source.replacingOccurrences(of: "struct CounterTests", with: "struct TapOnceTests"))
  }

  @Test func aFileThatCannotBeWrittenIsAnErrorAndNoHalfFile() async throws {
    let folder = FileManager.default.temporaryDirectory.appending(component: "export-\(UUID().uuidString)")
    // A folder where the file would go.
    let blocked = folder.appending(component: "CounterTests.swift")
    try FileManager.default.createDirectory(at: blocked, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let (playground, printed) = try session("counter")
    _ = await playground.execute("send .incrementButtonTapped")
    _ = printed()
    _ = await playground.execute("export test \(blocked.path)")
    let lines = printed()
    #expect(lines.count == 1)
    #expect(lines.first?.hasPrefix("error: cannot write \(blocked.path): ") == true)
    #expect(try FileManager.default.contentsOfDirectory(atPath: blocked.path).isEmpty)
  }
}
