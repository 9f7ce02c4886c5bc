import ComposableArchitecture
import Testing

@testable import PlaygroundSession

/// `advance` always ends with a line when nothing else printed: effects that wake up and send
/// nothing, a heartbeat's pings, left it silent, which reads as a hung shell.
@MainActor
struct QuietAdvanceTests {
  @Test func anAdvanceWhoseEffectsSendNothingSaysSo() async throws {
    let output = try await Playground.replay(
      ["send .connect", "advance 30s", "advance 30s", "advance 5s"], lessons: [.heartbeat]
    ).text
    #expect(output.contains("""
      heartbeat> advance 30s
      clock at 30s; effects woke up and sent no action
      heartbeat> advance 30s
      clock at 60s; effects woke up and sent no action
      heartbeat> advance 5s
      clock at 65s; nothing was due

      """))
  }
}

/// A link that pings every ten seconds and sends no action back.
@Reducer
struct Heartbeat {
  @ObservableState
  struct State: Equatable {
    var isConnected = false
  }

  enum Action {
    case connect
  }

  @Dependency(\.continuousClock) var clock

  var body: some ReducerOf<Self> {
    Reduce { state, _ in
      state.isConnected = true
      return .run { [clock] _ in
        for await _ in clock.timer(interval: .seconds(10)) {}
      }
    }
  }
}

extension Lesson {
  /// The heartbeat as a lesson, for advances that print nothing else.
  static let heartbeat = Lesson(
    id: "heartbeat",
    title: "Heartbeat",
    summary: "an effect that wakes up and sends nothing",
    initialState: { Heartbeat.State() },
    reducer: { Heartbeat() }
  )
}
