import ComposableArchitecture
import CustomDump
import Foundation

/// `advance --each` prints every action's diff, which custom-dump renders. Compares the
/// playground's cost per action with a bare loop of custom-dump on the same states (the
/// timer's) plus the bare TestClock loop's tick, so the playground's own share shows: what is
/// neither the clock nor custom-dump.
enum RenderingBenchmark {
  /// The timer lesson's state and action, as the lesson declares them: `@ObservableState`
  /// too, whose conformance custom-dump's diff looks up.
  enum Timers {
    @ObservableState
    struct State: Equatable {
      var isTimerActive = true
      var secondsElapsed = 0
    }

    enum Action {
      case timerTicked
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
      { bareLoop(actions, dumpingTheAction: false) },
      { bareLoop(actions, dumpingTheAction: true) },
      // The clock's own cost a tick, which `--each` pays as the default output does.
      { await AdvanceBenchmark.bareTimerLoop(ticks: actions).inSeconds / Double(actions) },
    ])
    let (perAction, diffOnly, diffAndDump, clock) = (times[0], times[1], times[2], times[3])
    func share(_ renderer: Double) -> Double { (perAction - clock - renderer) / perAction * 100 }
    print("advance --each 8640s, \(actions.formatted()) received actions, each diff printed, fastest of \(rounds) runs each (release build)")
    print(String(format: "  playground: %.1f µs an action; of which the bare TestClock loop's tick: %.1f µs", perAction * 1e6, clock * 1e6))
    print(String(format: "  custom-dump's diff alone on the same states: %.1f µs; the playground's own share %.0f%%", diffOnly * 1e6, share(diffOnly)))
    print(String(format: "  custom-dump's diff + the action's dump, as _printChanges renders: %.1f µs; the playground's own share %.0f%% (target: under 25%%)", diffAndDump * 1e6, share(diffAndDump)))
  }

  /// Seconds per action of custom-dump alone: the diff of the timer's state from one tick to
  /// the next, and with `dumpingTheAction` the action's dump too.
  static func bareLoop(_ count: Int, dumpingTheAction: Bool) -> Double {
    var bytes = 0
    let elapsed = ContinuousClock().measure {
      for second in 0..<count {
        let old = Timers.State(secondsElapsed: second)
        let new = Timers.State(secondsElapsed: second + 1)
        if dumpingTheAction {
          var dump = ""
          customDump(Timers.Action.timerTicked, to: &dump, indent: 2)
          bytes += dump.utf8.count
        }
        bytes += diff(old, new)?.utf8.count ?? 0
      }
    }
    precondition(bytes > 0)
    return elapsed.inSeconds / Double(count)
  }
}
