import Foundation
import Lessons
import PlaygroundText
import PropertyBased
import Testing

@testable import PlaygroundSession

/// The fuzz harness: batches of ``HostileLines`` typed into fresh sessions of every lesson.
///
/// The property, for every line: the session neither crashes nor hangs (no line receives more
/// actions than `advance` may, none takes minutes); a line it rejects
/// prints exactly one `error:` line and nothing else, a line it runs prints at most one; and
/// the session still answers the next command. `make test` runs a short pass (a new seed each
/// time; a failure names the seed, which `.fixedSeed(…)` on the test replays); `make fuzz`
/// runs as many lines, or for as long, as `FUZZ_LINES` and `FUZZ_SECONDS` say.
@MainActor
struct FuzzTests {
  @Test func hostileLinesNeitherCrashNorHangAndEachErrorIsOneLine() async throws {
    let budget = FuzzBudget(environment: ProcessInfo.processInfo.environment)
    let tally = FuzzTally()
    // In rounds, so a run stops soon after its budget is spent: a batch skipped inside a
    // round still costs the generation of its lines.
    repeat {
      await propertyCheck(
        count: min(budget.batches, FuzzBudget.batchesPerRound),
        input: Gen.int(in: 0...(allLessons.count - 1)), HostileLines.line.array(of: 1...FuzzBudget.batchSize)
      ) { lesson, lines in
        guard !budget.isSpent(by: tally) else { return }
        try await fuzz(lesson: allLessons[lesson].id, lines, tally: tally)
      }
    } while !budget.isSpent(by: tally)
    #expect(tally.lines > 0)
    print("fuzz: \(tally.summary)")
  }

  /// Types `lines` into a fresh session of `lesson`, whose files go to a temporary data folder.
  private func fuzz(lesson: String, _ lines: [String], tally: FuzzTally) async throws {
    let printed = PrintedLines()
    let playground = try Playground(
      lessons: allLessons, lessonID: lesson, dataFolder: .temporary(), sink: { printed.lines.append($0.text) }
    )
    for line in lines {
      printed.lines = []
      let start = ContinuousClock.now
      _ = await playground.execute(line)
      let elapsed = ContinuousClock.now - start
      tally.count(line: printed.lines, elapsed: elapsed)
      let shown = FuzzTally.shown(line)
      // Bounded virtual work: no line receives more actions than `run` and `advance` allow.
      let received = printed.lines.count { $0 == "received action:" }
      #expect(received <= SessionLimits.advanceActions, "\(received) received actions for \(shown)")
      #expect(elapsed < FuzzBudget.hang, "a hang: \(elapsed) on \(shown)")
      let errors = printed.lines.filter { $0.hasPrefix("error:") }
      #expect(errors.count <= 1, "\(errors.count) errors for \(shown): \(errors)")
      if printed.lines.first?.hasPrefix("error:") == true {
        #expect(printed.lines.count == 1, "a rejected line printed more than its error: \(shown) → \(printed.lines.prefix(4))")
      }
      printed.lines = []
      _ = await playground.execute("clock")
      #expect(printed.lines.first?.hasPrefix("virtual time: ") == true, "no answer after \(shown): \(printed.lines.prefix(2))")
    }
    await playground.session.start(playground.lesson)
  }
}

/// The lines a session printed for the command being checked.
@MainActor
private final class PrintedLines {
  var lines: [String] = []
}

/// How much to fuzz: `FUZZ_LINES` lines (300 by default: a few seconds, for `make test`), or fewer if
/// `FUZZ_SECONDS` runs out first.
struct FuzzBudget: Sendable {
  /// Lines per session: enough for state to build up (timers running, screens pushed).
  static let batchSize = 64
  /// Batches per property check: the budget is looked at between checks.
  static let batchesPerRound = 20
  /// A line that takes longer than this is a hang: far above the slowest bounded command
  /// (an `advance` stopped after 100,000 received actions) in a debug build on a busy machine.
  static let hang = Duration.seconds(120)

  let lines: Int
  let deadline: ContinuousClock.Instant?

  init(environment: [String: String]) {
    lines = environment["FUZZ_LINES"].flatMap { Int($0) } ?? 300
    deadline = environment["FUZZ_SECONDS"].flatMap { Double($0) }.map { .now + .seconds($0) }
  }

  /// Batches average half the batch size; a few more than needed, as the run stops when the
  /// budget is spent.
  var batches: Int { lines * 3 / Self.batchSize + 1 }

  @MainActor
  func isSpent(by tally: FuzzTally) -> Bool {
    tally.lines >= lines || deadline.map { .now >= $0 } == true
  }
}

/// What the fuzz run did, for the figure `make fuzz` reports.
@MainActor
final class FuzzTally {
  private(set) var lines = 0
  private(set) var errors = 0
  private(set) var slowest = Duration.zero
  private let start = ContinuousClock.now

  func count(line output: [String], elapsed: Duration) {
    lines += 1
    if output.first?.hasPrefix("error:") == true { errors += 1 }
    slowest = max(slowest, elapsed)
  }

  var summary: String {
    let seconds = (ContinuousClock.now - start) / .seconds(1)
    return "\(lines) lines (\(errors) rejected with one error line) in \(Int(seconds.rounded())) s, \(Int((Double(lines) / max(seconds, 0.001)).rounded())) lines/s, slowest line \(slowest)"
  }

  /// A line as a failure message shows it: escaped, and cut short.
  static func shown(_ line: String) -> String {
    let escaped = line.escapingControlCharacters
    return escaped.count > 160 ? "'\(escaped.prefix(160))…' (\(line.utf8.count) bytes)" : "'\(escaped)'"
  }
}
