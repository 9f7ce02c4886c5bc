import Clocks
import ConcurrencyExtras
import Foundation
import Lessons
import PlaygroundSession

/// `advance 24h` with the timer on, 86,400 received actions, against the floor: swift-clocks'
/// `TestClock` driving the same `clock.timer` on the main serial executor, with no store. With
/// default output the playground prints 20 actions and a summary; with `--each`, every diff,
/// whose cost is custom-dump's (see ``RenderingBenchmark``).
enum AdvanceBenchmark {
  @MainActor
  static func run() async throws {
    let ticks = 86_400
    let rounds = 3
    var output = (lines: 0, printed: 0)
    let times = try await fastestRuns(rounds, of: [
      { await bareTimerLoop(ticks: ticks).inSeconds },
      {
        let playground = try await timedAdvance("24h")
        output = (playground.lines, playground.printed)
        return playground.seconds
      },
    ])
    let (bare, playground) = (times[0], times[1])
    print("advance 24h with the timer on, \(ticks.formatted()) received actions, fastest of \(rounds) runs each (release build)")
    print(String(format: "  bare loop, TestClock + clock.timer, no store: %.3f s (%.1f µs a tick)", bare, bare / Double(ticks) * 1e6))
    print(String(format: "  playground, default output: %.3f s (%.1f µs an action), %d lines, %d actions printed", playground, playground / Double(ticks) * 1e6, output.lines, output.printed))
    print(String(format: "  ratio playground / bare loop: %.2f (target: at most 1.5)", playground / bare))
  }

  /// The floor: a `TestClock` advanced over `ticks` seconds while a task on the main serial
  /// executor counts its timer's ticks, as the timer lesson's effect does, with no store.
  @MainActor
  static func bareTimerLoop(ticks: Int) async -> Duration {
    uncheckedUseMainSerialExecutor = true
    let clock = TestClock()
    let counter = LockIsolated(0)
    let task = Task {
      for await _ in clock.timer(interval: .seconds(1)) { counter.withValue { $0 += 1 } }
    }
    await Task.megaYield()
    let elapsed = await ContinuousClock().measure {
      await clock.advance(by: .seconds(ticks))
    }
    task.cancel()
    await Task.megaYield()
    precondition(counter.value == ticks, "the bare loop ticked \(counter.value) times, not \(ticks)")
    return elapsed
  }

  /// Runs `advance [--each] DURATION` with the timer on and returns the time, the lines printed
  /// and the actions printed one by one.
  @MainActor
  static func timedAdvance(_ arguments: String) async throws -> (seconds: Double, lines: Int, printed: Int) {
    var lines = 0
    var printed = 0
    let playground = try Playground(lessons: allLessons, lessonID: "timers") { line in
      lines += 1
      if line.text == "received action:" { printed += 1 }
    }
    _ = await playground.execute("send .startStopTapped")
    lines = 0
    let elapsed = await ContinuousClock().measure {
      _ = await playground.execute("advance \(arguments)")
    }
    return (elapsed.inSeconds, lines, printed)
  }
}
