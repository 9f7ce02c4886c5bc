import Foundation
import Lessons
import PlaygroundSession

/// Memory over a long run: the timer on, `advance 100000s` (10⁵ received actions), then nine
/// more (10⁶ in all; one `advance` stops at 10⁵ received actions, see `SessionLimits`), with
/// default output; the peak resident memory after each part. Run first, before other
/// benchmarks raise the peak.
enum MemoryBenchmark {
  @MainActor
  static func run() async throws {
    var lines = 0
    var lastLine = ""
    let playground = try Playground(lessons: allLessons, lessonID: "timers") { line in
      lines += 1
      if line.text.hasPrefix("virtual time:") { lastLine = line.text }
    }
    _ = await playground.execute("send .startStopTapped")
    let start = peakMemoryMiB()
    let first = await ContinuousClock().measure { _ = await playground.execute("advance 100000s") }
    let afterFirst = peakMemoryMiB()
    let rest = await ContinuousClock().measure {
      for _ in 1...9 { _ = await playground.execute("advance 100000s") }
    }
    // The virtual time says how many one-second ticks were received.
    lastLine = ""
    _ = await playground.execute("clock")
    precondition(lastLine.hasPrefix("virtual time: 1000000s "), lastLine)
    let afterAll = peakMemoryMiB()
    print("memory over 10⁶ received actions, the timer on, default output (release build)")
    print(String(format: "  peak memory: %.1f MiB at the start, %.1f MiB after 10⁵ actions (%.1f s), %.1f MiB after 10⁶ (%.1f s more); %d lines printed", start, afterFirst, first.inSeconds, afterAll, rest.inSeconds, lines))
  }

  /// The peak resident memory so far, in MiB.
  static func peakMemoryMiB() -> Double {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return Double(usage.ru_maxrss) / 1024
  }
}
