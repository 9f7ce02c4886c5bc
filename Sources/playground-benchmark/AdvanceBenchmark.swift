import Foundation
import Lessons
import PlaygroundSession

/// `advance 24h` and `advance 2.4h` with the timer on: 86,400 and 8,640 received actions, each
/// diff rendered to a sink that keeps only a byte count. Prints actions per second, the ratio of
/// the two times (linear cost is 10) and the peak memory after each.
enum AdvanceBenchmark {
  @MainActor
  static func run() async throws {
    let short = try await timedAdvance("8640s")
    let memoryAfterShort = peakMemoryMiB()
    let long = try await timedAdvance("24h")
    let memoryAfterLong = peakMemoryMiB()

    print("advance 24h with the timer on (release build)")
    print(String(format: "  2.4h: %6d actions in %.3fs (%.0f actions/s)", short.actions, short.seconds, Double(short.actions) / short.seconds))
    print(String(format: "  24h:  %6d actions in %.3fs (%.0f actions/s), %.1f MiB of diffs rendered", long.actions, long.seconds, Double(long.actions) / long.seconds, Double(long.bytes) / 1_048_576))
    print(String(format: "  ratio 24h / 2.4h: %.2f (linear is 10)", long.seconds / short.seconds))
    print(String(format: "  peak memory: %.1f MiB after 2.4h, %.1f MiB after 24h", memoryAfterShort, memoryAfterLong))
  }

  /// Runs `advance` with the timer on and returns (seconds, received actions, bytes).
  @MainActor
  private static func timedAdvance(_ duration: String) async throws -> (seconds: Double, actions: Int, bytes: Int) {
    var bytes = 0
    var actions = 0
    let playground = try Playground(lessons: allLessons, lessonID: "timers") { line in
      bytes += line.text.utf8.count + 1
      if line.text == "received action:" { actions += 1 }
    }
    _ = await playground.execute("send .toggleTimerButtonTapped")
    let elapsed = await ContinuousClock().measure {
      _ = await playground.execute("advance \(duration)")
    }
    return (elapsed.inSeconds, actions, bytes)
  }

  /// The peak resident memory so far, in MiB.
  private static func peakMemoryMiB() -> Double {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return Double(usage.ru_maxrss) / 1024
  }
}
