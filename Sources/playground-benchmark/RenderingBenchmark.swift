import ComposableArchitecture
import CustomDump
import Foundation

/// `advance --each` prints every action's diff, which custom-dump renders. Compares the
/// playground's cost per action with a bare loop of custom-dump on the same states (the
/// timer's) plus the bare TestClock loop's tick, so the playground's own share shows: what is
/// neither the clock nor custom-dump.
enum RenderingBenchmark {
  /// The timers lesson's stopwatch state, as the lesson declares it: `@ObservableState` too,
  /// whose conformance custom-dump's diff looks up.
  enum Stopwatch {
    @ObservableState
    struct State: Equatable {
      var isRunning = true
      var seconds = 0
    }
  }

  @MainActor
  static func run() async throws {
    let actions = 8_640
    let rounds = 5
    let times = try await fastestRuns(rounds, of: [
      {
        let each = try await AdvanceBenchmark.timedAdvance("--each 8640s")
        precondition(each.printed == actions)
        return each.seconds / Double(actions)
      },
      { bareLoop(actions) },
      // The clock's own cost a tick, which `--each` pays as the default output does.
      { await AdvanceBenchmark.bareTimerLoop(ticks: actions).inSeconds / Double(actions) },
    ])
    let (perAction, diffOnly, clock) = (times[0], times[1], times[2])
    let share = (perAction - clock - diffOnly) / perAction * 100
    print("advance --each 8640s, \(actions.formatted()) received actions, each diff printed, fastest of \(rounds) runs each (release build)")
    print(String(format: "  playground: %.1f µs an action; of which the bare TestClock loop's tick: %.1f µs", perAction * 1e6, clock * 1e6))
    print(String(format: "  custom-dump's diff alone on the same states: %.1f µs", diffOnly * 1e6))
    print(String(format: "  the playground's own share, neither the clock's nor the diff's: %.0f%% (target: under 25%%)", share))
    print("  (the action's dump is custom-dump's too, but the playground renders a case without a value once)")
  }

  /// Seconds per action of custom-dump's diff alone, of the timer's state from one tick to the
  /// next.
  static func bareLoop(_ count: Int) -> Double {
    var bytes = 0
    let elapsed = ContinuousClock().measure {
      for second in 0..<count {
        let old = Stopwatch.State(seconds: second)
        let new = Stopwatch.State(seconds: second + 1)
        bytes += diff(old, new)?.utf8.count ?? 0
      }
    }
    precondition(bytes > 0)
    return elapsed.inSeconds / Double(count)
  }
}
