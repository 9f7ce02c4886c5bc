import Foundation
import Lessons
import PlaygroundSession

/// `undo` at step 1,000 of a counter session, and `timeline` over 10,000 effects: both are
/// meant to answer at once, under 100 ms. Prints the median and the slowest of several runs.
enum HistoryBenchmark {
  @MainActor
  static func run() async throws {
    print("history and timeline (release build)")
    let undo = try await undoTimes(steps: 1_000, runs: 10)
    print(String(format: "  undo at step 1,000 of a counter session: median %.1f ms, slowest %.1f ms (%d runs)", undo.median, undo.slowest, undo.runs))
    let replay = try await replayAgainstTyped(steps: 10)
    print(String(format: "  a running timer, 10 × advance 1h typed: %.0f ms; undo, replaying 10 of its 11 steps muted: %.0f ms (%.2f× the typed steps)", replay.typed, replay.replayed, replay.replayed / replay.typed))
    let timeline = try await timelineTimes(effects: 10_000, runs: 10)
    print(String(format: "  timeline of 10,000 effects: median %.1f ms, slowest %.1f ms (%d runs, %d lines)", timeline.median, timeline.slowest, timeline.runs, timeline.lines))
  }

  /// Sends 1,000 increments, then times `undo` (a silent replay of 999 steps), going back to
  /// step 1,000 with `goto` between two runs.
  @MainActor
  private static func undoTimes(steps: Int, runs: Int) async throws -> (median: Double, slowest: Double, runs: Int) {
    let playground = try Playground(lessons: allLessons, lessonID: "counter") { _ in }
    for _ in 0..<steps { _ = await playground.execute("send .incrementButtonTapped") }
    var times: [Double] = []
    for _ in 0..<runs {
      times.append(await ContinuousClock().measure { _ = await playground.execute("undo") }.inSeconds * 1000)
      _ = await playground.execute("goto \(steps)")
    }
    return summary(times)
  }

  /// A timer started, then `steps` × `advance 1h` (3,600 ticks each) typed, timed; then `undo`,
  /// which replays all but the last of them muted, timed. A replay runs the effects again, so
  /// it costs what the steps cost; muted, it should cost no more.
  @MainActor
  private static func replayAgainstTyped(steps: Int) async throws -> (typed: Double, replayed: Double) {
    let playground = try Playground(lessons: allLessons, lessonID: "timers") { _ in }
    let typed = await ContinuousClock().measure {
      _ = await playground.execute("send .startStopTapped")
      for _ in 0..<steps { _ = await playground.execute("advance 1h") }
    }
    let replayed = await ContinuousClock().measure { _ = await playground.execute("undo") }
    return (typed.inSeconds * 1000, replayed.inSeconds * 1000)
  }

  /// Starts 10,000 heating requests on the cancellation lesson's kettle, set to 60 °C so that
  /// each is answered a second later, and times `timeline`.
  @MainActor
  private static func timelineTimes(effects: Int, runs: Int) async throws -> (median: Double, slowest: Double, runs: Int, lines: Int) {
    var lines = 0
    let playground = try Playground(lessons: allLessons, lessonID: "cancellation") { _ in lines += 1 }
    _ = await playground.execute("send .dialTurned(60)")
    for _ in 0..<effects {
      _ = await playground.execute("send .switchOnTapped")
      _ = await playground.execute("advance 1s")
    }
    var times: [Double] = []
    for _ in 0..<runs {
      lines = 0
      times.append(await ContinuousClock().measure { _ = await playground.execute("timeline") }.inSeconds * 1000)
    }
    let (median, slowest, count) = summary(times)
    return (median, slowest, count, lines)
  }

  private static func summary(_ times: [Double]) -> (median: Double, slowest: Double, runs: Int) {
    let sorted = times.sorted()
    return (sorted[sorted.count / 2], sorted.last ?? 0, sorted.count)
  }
}
