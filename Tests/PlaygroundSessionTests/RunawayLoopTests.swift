import ComposableArchitecture
import PlaygroundSession
import Testing

@Reducer
private struct LoopingChild {
  struct State: Equatable {}

  enum Action {
    case delegate(Delegate)
    enum Delegate { case finished }
  }

  var body: some ReducerOf<Self> {
    EmptyReducer()
  }
}

/// The classic mistake the TCA guides warn about: a parent answers a child's delegate action
/// by sending the same delegate action again.
@Reducer
private struct Looping {
  struct State: Equatable {
    var forwarded = 0
    var child = LoopingChild.State()
  }

  enum Action {
    case child(LoopingChild.Action)
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.child, action: \.child) {
      LoopingChild()
    }
    Reduce { state, action in
      switch action {
      case .child(.delegate(.finished)):
        state.forwarded += 1
        return .send(.child(.delegate(.finished)))
      }
    }
  }
}

@MainActor
struct RunawayLoopTests {
  let lesson = Lesson(
    id: "looping", title: "Looping", summary: "a delegate re-forwarded to itself",
    initialState: { Looping.State() }, reducer: { Looping() }
  )

  @Test func aSynchronousLoopIsStoppedNamingTheActionAndTheSessionGoesOn() async throws {
    let lines = try await Playground.replay(
      ["send .child(.delegate(.finished))", "state forwarded", "send .child(.delegate(.finished))", "state forwarded"],
      lessons: [lesson]
    )
    let errors = lines.filter { $0.style == .error }.map(\.text)
    #expect(errors.count == 2)
    #expect(errors.allSatisfy { $0.hasPrefix("error: Looping.Action.child(.delegate(.finished)) looped: one send reduced 1000 actions") })
    let states = lines.indices.filter { lines[$0].text == "looping> state forwarded" }.map { lines[$0 + 1].text }
    #expect(states == ["1000", "2000"])
  }

  /// The summary of the received actions past the first 20 stands for actions reduced before
  /// the guard stopped the loop, so it comes first, and the error ends the command's output.
  @Test func theErrorComesAfterTheSummaryOfWhatLooped() async throws {
    let lines = try await Playground.replay(["send .child(.delegate(.finished))"], lessons: [lesson]).map(\.text)
    let summary = try #require(lines.firstIndex { $0.hasPrefix("… 979 more received actions") })
    let error = try #require(lines.firstIndex { $0.hasPrefix("error: ") })
    #expect(summary < error)
    #expect(error == lines.count - 1)
  }
}
