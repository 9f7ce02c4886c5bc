import ComposableArchitecture
import Testing

@testable import PlaygroundSession

/// Three timers out of step, each tick starting a sleep that ends between ticks: the order of
/// everything that happens depends on how the clock resumes sleeps.
@Reducer
private struct Metronome {
  struct State: Equatable {
    var log: [String] = []
  }

  enum Action {
    case start
    case tick(String)
    case echo(String)
  }

  @Dependency(\.continuousClock) var clock

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .start:
        return .merge(
          [("a", Duration.seconds(1)), ("b", .milliseconds(1500)), ("c", .milliseconds(700))].map { name, interval in
            .run { send in
              for await _ in clock.timer(interval: interval) { await send(.tick(name)) }
            }
          }
        )
      case let .tick(name):
        state.log.append(name)
        return .run { send in
          try await clock.sleep(for: .milliseconds(300))
          await send(.echo(name.uppercased()))
        }
      case let .echo(name):
        state.log.append(name)
        return .none
      }
    }
  }
}

/// `advance` moves swift-clocks' `TestClock` in calls that span many wake-ups; these check it
/// does exactly what one `TestClock.advance(by:)` does, as in a TestStore test.
@MainActor
struct AdvanceChunksTests {
  let metronome = Lesson(
    id: "metronome", title: "Metronome", summary: "three timers",
    initialState: { Metronome.State() }, reducer: { Metronome() }
  )

  /// The log after `seconds` of one `TestClock.advance(by:)`, with no playground.
  func logOfOneAdvance(seconds: Int) async -> [String] {
    uncheckedUseMainSerialExecutor = true
    let clock = TestClock()
    let store = Store(initialState: Metronome.State()) { Metronome() } withDependencies: {
      $0.continuousClock = clock
    }
    store.send(.start)
    await clock.advance(by: .seconds(seconds))
    defer { store.cancelAllEffects() }
    return store.state.log
  }

  func logOfPlayground(_ commands: [String]) async throws -> [String] {
    let playground = try Playground(lessons: [metronome]) { _ in }
    for command in ["send .start"] + commands { _ = await playground.execute(command) }
    return try #require(playground.host.currentState as? Metronome.State).log
  }

  @Test func oneLongAdvanceDoesWhatTestClocksOneAdvanceDoes() async throws {
    let expected = await logOfOneAdvance(seconds: 120)
    #expect(expected.count > 400)
    #expect(try await logOfPlayground(["advance 120s"]) == expected)
    #expect(try await logOfPlayground(["advance --each 120s"]) == expected)
  }

  @Test func manyShortAdvancesEndWhereOneLongOneDoes() async throws {
    let expected = await logOfOneAdvance(seconds: 30)
    #expect(try await logOfPlayground(Array(repeating: "advance 1s", count: 30)) == expected)
  }

  @Test func callsGrowToAboutAThousandActionsAndNoFurther() {
    var chunks = AdvanceChunks()
    let start = VirtualClock.Instant()
    // One call reaches the next wake-up at least.
    #expect(chunks.end(from: start, next: start.advanced(by: .seconds(1)), target: start.advanced(by: .seconds(10_000))) == start.advanced(by: .seconds(1)))
    // An action a second: the span doubles, up to a thousand seconds.
    chunks.record(duration: .seconds(1), actions: 1)
    #expect(chunks.end(from: start, next: start, target: start.advanced(by: .seconds(10_000))) == start.advanced(by: .seconds(2)))
    chunks.record(duration: .seconds(800), actions: 800)
    #expect(chunks.end(from: start, next: start, target: start.advanced(by: .seconds(10_000))) == start.advanced(by: .seconds(1000)))
    // Never past the target.
    #expect(chunks.end(from: start, next: start, target: start.advanced(by: .seconds(5))) == start.advanced(by: .seconds(5)))
    // A hundred actions a second: ten seconds a call.
    chunks.record(duration: .seconds(50), actions: 5_000)
    #expect(chunks.end(from: start, next: start, target: start.advanced(by: .seconds(10_000))) == start.advanced(by: .seconds(10)))
    // Nothing received: twice as far.
    chunks.record(duration: .seconds(10), actions: 0)
    #expect(chunks.end(from: start, next: start, target: start.advanced(by: .seconds(10_000))) == start.advanced(by: .seconds(20)))
  }
}
