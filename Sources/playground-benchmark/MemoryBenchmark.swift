import Foundation
import Lessons
import PlaygroundSession

/// Memory over a long run: the timer on, `advance 100000s` (10⁵ received actions), then
/// `advance 900000s` more (10⁶ in all), with default output; the peak resident memory after
/// each. Run first, before other benchmarks raise the peak.
enum MemoryBenchmark {
  @MainActor
  static func run() async throws {
    var lines = 0
    let playground = try Playground(lessons: allLessons, lessonID: "timers") { _ in lines += 1 }
    _ = await playground.execute("send .toggleTimerButtonTapped")
    let start = peakMemoryMiB()
    let first = await ContinuousClock().measure { _ = await playground.execute("advance 100000s") }
    let afterFirst = peakMemoryMiB()
    let rest = await ContinuousClock().measure { _ = await playground.execute("advance 900000s") }
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
