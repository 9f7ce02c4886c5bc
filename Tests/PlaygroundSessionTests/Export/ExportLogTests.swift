import Testing

@testable import Lessons
@testable import PlaygroundSession

/// The log keeps what it is given, in order, however it stores it.
@MainActor
struct ExportLogTests {
  func tick(_ seconds: Int) -> ExportEntry {
    .receive(
      ExportStep(
        action: ExportValue(Stopwatch.Action.secondPassed),
        before: ExportValue(Stopwatch.State(isRunning: true, seconds: seconds - 1)),
        expected: ExportValue(Stopwatch.State(isRunning: true, seconds: seconds))
      ),
      match: .casePath(ReceivedCasePath(Stopwatch.Action.secondPassed))
    )
  }

  @Test func entriesAreKeptAsRecorded() {
    let log = ExportLog()
    let entries = [tick(1), tick(2), .clockAdvanced(.seconds(1)), tick(3), .finish]
    for entry in entries { log.record(entry) }
    #expect(log.entries == entries)
  }

  @Test func theClockGoesBeforeTheActionsItBrought() {
    let log = ExportLog()
    log.record(tick(1))
    log.record(tick(2))
    log.insert(.clockAdvanced(.seconds(2)), at: 0)
    #expect(log.entries == [.clockAdvanced(.seconds(2)), tick(1), tick(2)])
  }

  @Test func onlyASentStepCanBeMarkedFailed() {
    let log = ExportLog()
    let send = ExportStep(
      action: ExportValue(Counter.Action.incrementButtonTapped),
      before: ExportValue(Counter.State(count: 0)), expected: ExportValue(Counter.State(count: 1))
    )
    log.record(.send(send))
    log.record(tick(1))
    log.markFailed(at: 0)
    log.markFailed(at: 1)
    log.markFailed(at: 7)
    #expect(log.entries[0].step?.failed == true)
    #expect(log.entries[1] == tick(1))
  }

  /// A day of a one-second timer is one entry, however long it runs, so memory stays flat.
  @Test func aLongRunOfReceivedActionsIsOneEntryThatCountsThem() throws {
    let log = ExportLog()
    for second in 1...10_000 { log.record(tick(second)) }
    #expect(log.entries.count == 1)
    guard case let .receiveRun(run) = try #require(log.entries.first) else {
      Issue.record("expected a run, found \(log.entries)")
      return
    }
    #expect(run.count == 10_000)
    #expect(run.isCounted)
    #expect(run.last == tick(10_000).step)
  }

  @Test func aRunStaysOneByOneUpToTheLongRunAndBreaksAtTheClock() {
    let log = ExportLog()
    for second in 1...TestSourceGenerator.longRun { log.record(tick(second)) }
    #expect(log.entries.count == TestSourceGenerator.longRun)
    log.endRun()
    log.record(tick(21))
    #expect(log.entries.count == TestSourceGenerator.longRun + 1)
  }

  /// A tick counted without its values leaves the log as recording it with them does.
  @Test func ticksCountedWithoutTheirValuesAreTheStepsTheyStandFor() throws {
    let path = ReceivedCasePath(Stopwatch.Action.secondPassed)
    let withValues = ExportLog()
    let withTicks = ExportLog()
    for second in 1...TestSourceGenerator.longRun + 1 {
      withValues.record(tick(second))
      #expect(!withTicks.recordTick(path))
      withTicks.record(tick(second))
    }
    for second in TestSourceGenerator.longRun + 2...100 {
      withValues.record(tick(second))
      #expect(withTicks.recordTick(path))
    }
    #expect(withTicks.entries == withValues.entries)
    #expect(withTicks.entries.last?.step == tick(100).step)
    // A step with values after the ticks is checked against the last tick's values.
    withValues.record(tick(101))
    withTicks.record(tick(101))
    #expect(withTicks.entries == withValues.entries)
    guard case let .receiveRun(run)? = withTicks.entries.last else {
      Issue.record("expected a run, found \(withTicks.entries)")
      return
    }
    #expect(run.isCounted)
    #expect(run.count == 101)
  }

  /// The log adds counted ticks to their run only when it is read or changed: whenever that
  /// is, it holds what recording each tick with its values gives.
  @Test func ticksCountedAreInTheLogWheneverItIsReadOrChanged() {
    let path = ReceivedCasePath(Stopwatch.Action.secondPassed)
    let withValues = ExportLog()
    let withTicks = ExportLog()
    for second in 1...TestSourceGenerator.longRun + 1 {
      withValues.record(tick(second))
      withTicks.record(tick(second))
    }
    for second in TestSourceGenerator.longRun + 2...40 {
      withValues.record(tick(second))
      #expect(withTicks.recordTick(path))
    }
    #expect(withTicks.entries == withValues.entries)
    for second in 41...50 {
      withValues.record(tick(second))
      #expect(withTicks.recordTick(path))
    }
    // The clock's move goes before the run, which holds every tick.
    withValues.insert(.clockAdvanced(.seconds(50)), at: 0)
    withTicks.insert(.clockAdvanced(.seconds(50)), at: 0)
    #expect(withTicks.entries == withValues.entries)
    guard case let .receiveRun(run)? = withTicks.entries.last else {
      Issue.record("expected a run, found \(withTicks.entries)")
      return
    }
    #expect(run.count == 50)
    #expect(run.last == tick(50).step)
  }

  @Test func aTickIsOnlyCountedAtTheEndOfACountedRunOfItsCase() {
    let log = ExportLog()
    for second in [1, 2, 3, 5] + Array(6...30) { log.record(tick(second)) }
    #expect(!log.recordTick(ReceivedCasePath(Stopwatch.Action.secondPassed)))
    let counted = ExportLog()
    for second in 1...30 { counted.record(tick(second)) }
    #expect(!counted.recordTick(ReceivedCasePath(Stopwatch.Action.screenClosed)))
    counted.endRun()
    #expect(!counted.recordTick(ReceivedCasePath(Stopwatch.Action.secondPassed)))
  }

  @Test func aRunThatSkipsAnIntegerIsNotCounted() {
    let log = ExportLog()
    for second in [1, 2, 3, 5] + Array(6...30) { log.record(tick(second)) }
    guard case let .receiveRun(run)? = log.entries.last else {
      Issue.record("expected a run, found \(log.entries)")
      return
    }
    #expect(!run.isCounted)
  }
}
