import ComposableArchitecture
import PlaygroundSession
import PlaygroundText
import Testing

/// Sends `perWakeUp` actions every `interval`, forever: a perpetual effect `run` must bound.
@Reducer
private struct Ticker {
  struct State: Equatable {
    var ticks = 0
  }

  enum Action {
    case startButtonTapped
    case ticked
  }

  let interval: Duration
  let perWakeUp: Int
  @Dependency(\.continuousClock) var clock

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .startButtonTapped:
        return .run { [interval, perWakeUp] send in
          for await _ in clock.timer(interval: interval) {
            for _ in 0..<perWakeUp { await send(.ticked) }
          }
        }
      case .ticked:
        state.ticks += 1
        return .none
      }
    }
  }
}

@MainActor
struct RunBoundsTests {
  func lesson(interval: Duration, perWakeUp: Int) -> Lesson {
    Lesson(
      id: "ticker", title: "Ticker", summary: "a timer that never ends",
      initialState: { Ticker.State() }, reducer: { Ticker(interval: interval, perWakeUp: perWakeUp) }
    )
  }

  /// Received actions printed one by one, plus those a long run's summary lines count.
  func received(_ lines: [OutputLine]) -> Int {
    let printed = lines.filter { $0.text == "received action:" }.count
    let summarised = lines.compactMap { line -> Int? in
      guard line.text.hasPrefix("… ") else { return nil }
      return Int(line.text.dropFirst(2).prefix { $0 != " " }.filter { $0 != "," })
    }
    return printed + summarised.reduce(0, +)
  }

  @Test func runStopsAfter24HoursOfVirtualTimeNamingTheEffect() async throws {
    let lines = try await Playground.replay(
      ["send .startButtonTapped", "run", "state ticks", "clock"],
      lessons: [lesson(interval: .seconds(3600), perWakeUp: 1)]
    )
    #expect(received(lines) == 24)
    #expect(lines.contains {
      $0.style == .warning
        && $0.text == "warning: run stopped after 24h of virtual time, at 86400s, with 1 effect still running: #1 from Ticker.Action.startButtonTapped"
    })
    let text = lines.text
    #expect(text.contains("ticker> state ticks\n24\n"))
    #expect(text.contains("virtual time: 86400s since the lesson started"))
  }

  @Test func runStopsAfterTenThousandReceivedActionsAndTheSessionGoesOn() async throws {
    let lines = try await Playground.replay(
      ["send .startButtonTapped", "run", "state ticks", "send .ticked"],
      lessons: [lesson(interval: .seconds(1), perWakeUp: 100)]
    )
    #expect(received(lines) == 10_000)
    #expect(lines.contains {
      $0.text == "warning: run stopped after 10000 received actions, at 100s, with 1 effect still running: #1 from Ticker.Action.startButtonTapped"
    })
    #expect(lines.text.contains("ticker> state ticks\n10000\n"))
    #expect(lines.last?.text == "warning: an effect returned for Ticker.Action.startButtonTapped is still running (#1, wakes at 101s); in a TestStore test it must complete before the end of the test")
  }

  @Test func advanceStopsAfterAHundredThousandReceivedActionsNamingTheEffectAndTheClock() async throws {
    let lines = try await Playground.replay(
      ["send .startButtonTapped", "advance 31622400s", "state ticks", "clock"],
      lessons: [lesson(interval: .seconds(1), perWakeUp: 1)]
    )
    #expect(received(lines) == 100_000)
    #expect(lines.contains {
      $0.style == .warning
        && $0.text == "warning: advance stopped after 100000 received actions, at 100000s on the way to 31622400s, with 1 effect still running: #1 from Ticker.Action.startButtonTapped"
    })
    let text = lines.text
    #expect(text.contains("ticker> state ticks\n100000\n"), "the session goes on")
    #expect(text.contains("virtual time: 100000s since the lesson started"))
  }

  @Test func advanceWithNothingDueSaysTheClockMoved() async throws {
    let lines = try await Playground.replay(
      ["advance 2s", "send .startButtonTapped", "advance 500ms"],
      lessons: [lesson(interval: .seconds(1), perWakeUp: 1)]
    )
    #expect(lines.text.hasPrefix("ticker> advance 2s\nclock at 2s; nothing was due\n"))
    #expect(lines.text.contains("ticker> advance 500ms\nclock at 2.5s; nothing was due\n"))
  }
}
