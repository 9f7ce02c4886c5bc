import Foundation
import Lessons
import PlaygroundSession

// Release-build benchmarks: `swift run -c release playground-benchmark` (or `make benchmark`).
// They print figures; they assert nothing. See README "Benchmarks".

/// Runs `advance` with the timer on, rendering every received action's diff to a sink that
/// keeps only a byte count, and returns (seconds, received actions, bytes).
@MainActor
func timedAdvance(_ duration: String) async throws -> (seconds: Double, actions: Int, bytes: Int) {
  var bytes = 0
  var actions = 0
  let playground = try Playground(lessons: allLessons, lessonID: "timers") { line in
    bytes += line.text.utf8.count + 1
    if line.text == "received action:" { actions += 1 }
  }
  _ = await playground.execute("send .toggleTimerButtonTapped")
  let elapsed = try await ContinuousClock().measure {
    _ = await playground.execute("advance \(duration)")
  }
  let components = elapsed.components
  return (Double(components.seconds) + Double(components.attoseconds) / 1e18, actions, bytes)
}

/// The peak resident memory so far, in MiB.
func peakMemoryMiB() -> Double {
  var usage = rusage()
  getrusage(RUSAGE_SELF.rawValue, &usage)
  return Double(usage.ru_maxrss) / 1024
}

let short = try await timedAdvance("8640s")
let memoryAfterShort = peakMemoryMiB()
let long = try await timedAdvance("24h")
let memoryAfterLong = peakMemoryMiB()

print("advance 24h with the timer on (release build)")
print(String(format: "  2.4h: %6d actions in %.3fs (%.0f actions/s)", short.actions, short.seconds, Double(short.actions) / short.seconds))
print(String(format: "  24h:  %6d actions in %.3fs (%.0f actions/s), %.1f MiB of diffs rendered", long.actions, long.seconds, Double(long.actions) / long.seconds, Double(long.bytes) / 1_048_576))
print(String(format: "  ratio 24h / 2.4h: %.2f (linear is 10)", long.seconds / short.seconds))
print(String(format: "  peak memory: %.1f MiB after 2.4h, %.1f MiB after 24h", memoryAfterShort, memoryAfterLong))
