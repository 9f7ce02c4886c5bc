import ComposableArchitecture
import PlaygroundTestSupport
import Testing

/// `Effect.debounce` and `Effect.throttle` on a `TestClock`, as TCA's `EffectDebounceTests` and
/// `EffectThrottleTests` test them on a test scheduler.
extension EffectTests {
  @MainActor
  @Suite(.serialized) struct DebounceThrottle {
    private enum CancelID: Hashable, Sendable {
      case debounce, throttleLatest, throttleFirst, throttleRun, debounceInjected
    }

    @Test func debounceRunsOnlyTheLastEffectOfABurst() async {
      await onMainSerialExecutor {
        let clock = TestClock()
        let store = scriptedStore(clock: clock) { action in
          guard let value = action.split(separator: ":").last, action.hasPrefix("search:") else {
            return .none
          }
          return .send("result:\(value)").debounce(id: CancelID.debounce, for: .seconds(1), clock: clock)
        }
        store.send("search:1")
        await clock.advance(by: .milliseconds(500))
        #expect(store.state == ["search:1"])
        store.send("search:2")
        await clock.advance(by: .milliseconds(500))
        #expect(store.state == ["search:1", "search:2"], "the first was cancelled by the second")
        await clock.advance(by: .milliseconds(500))
        #expect(store.state == ["search:1", "search:2", "result:2"])
        await clock.advance(by: .seconds(1))
        #expect(store.state == ["search:1", "search:2", "result:2"], "nothing more comes")
        #expect(store.runningEffects.isEmpty)
      }
    }

    @Test func debounceOnTheInjectedClock() async {
      await onMainSerialExecutor {
        let clock = TestClock()
        let store = scriptedStore(clock: clock) { action in
          action == "go" ? .send("done").debounce(id: CancelID.debounceInjected, for: .seconds(2)) : .none
        }
        store.send("go")
        await clock.advance(by: .seconds(1))
        #expect(store.state == ["go"])
        await clock.advance(by: .seconds(1))
        #expect(store.state == ["go", "done"])
      }
    }

    @Test func debounceIsCancellableByItsID() async {
      await onMainSerialExecutor {
        let clock = TestClock()
        let store = scriptedStore(clock: clock) { action in
          switch action {
          case "go": .send("done").debounce(id: CancelID.debounce, for: .seconds(1), clock: clock)
          case "stop": .cancel(id: CancelID.debounce)
          default: .none
          }
        }
        store.send("go")
        store.send("stop")
        await clock.advance(by: .seconds(1))
        #expect(store.state == ["go", "stop"])
        #expect(store.runningEffects.isEmpty)
      }
    }

    @Test func debounceAndThrottleOfNoneStartNothing() {
      let clock = TestClock()
      let store = scriptedStore(clock: clock) { _ in
        .merge(
          Effect<String>.none.debounce(id: CancelID.debounce, for: .seconds(1), clock: clock),
          Effect<String>.none.throttle(id: CancelID.throttleFirst, for: .seconds(1), clock: clock, latest: true)
        )
      }
      store.send("go")
      #expect(store.runningEffects.isEmpty)
    }

    /// `latest: true`: the first action goes at once; of those within the interval, the latest
    /// goes when the interval ends.
    @Test func throttleLatest() async {
      await onMainSerialExecutor {
        let clock = TestClock()
        let store = throttlingStore(clock: clock, id: .throttleLatest, latest: true)
        store.send("tap:1")
        await Task.megaYield()
        #expect(store.state == ["tap:1", "value:1"])
        store.send("tap:2")
        await Task.megaYield()
        #expect(store.state.last == "tap:2", "held for the end of the interval")
        await clock.advance(by: .milliseconds(250))
        store.send("tap:3")
        await clock.advance(by: .milliseconds(750))
        #expect(store.state == ["tap:1", "value:1", "tap:2", "tap:3", "value:3"])
        await clock.advance(by: .seconds(1))
        store.send("tap:4")
        await Task.megaYield()
        #expect(store.state.suffix(2) == ["tap:4", "value:4"], "a whole interval passed")
        await clock.advance(by: .seconds(1))
        #expect(store.state.suffix(2) == ["tap:4", "value:4"], "nothing was held")
        #expect(store.runningEffects.isEmpty)
      }
    }

    /// `latest: false`: of the actions within the interval, the first one held goes.
    @Test func throttleFirst() async {
      await onMainSerialExecutor {
        let clock = TestClock()
        let store = throttlingStore(clock: clock, id: .throttleFirst, latest: false)
        store.send("tap:1")
        await Task.megaYield()
        store.send("tap:2")
        await clock.advance(by: .milliseconds(250))
        store.send("tap:3")
        await clock.advance(by: .milliseconds(750))
        #expect(store.state == ["tap:1", "value:1", "tap:2", "tap:3", "value:2"])
        await clock.advance(by: .seconds(1))
        #expect(store.state == ["tap:1", "value:1", "tap:2", "tap:3", "value:2"], "value:3 was dropped: the first held went")
        #expect(store.runningEffects.isEmpty)
      }
    }

    /// The actions a `.run` sends are throttled one by one.
    @Test func throttleOfARunEffect() async {
      await onMainSerialExecutor {
        let clock = TestClock()
        let store = scriptedStore(clock: clock) { action in
          guard action == "burst" else { return .none }
          return .run { send in
            await send("a")
            await send("b")
            await send("c")
          }
          .throttle(id: CancelID.throttleRun, for: .seconds(1), clock: clock, latest: true)
        }
        store.send("burst")
        await Task.megaYield()
        #expect(store.state == ["burst", "a"])
        await clock.advance(by: .seconds(1))
        #expect(store.state.prefix(2) == ["burst", "a"])
        #expect(store.state.dropFirst(2).allSatisfy { $0 == "b" || $0 == "c" })
        #expect(store.state.last == "c")
        #expect(store.runningEffects.isEmpty)
      }
    }

    private func throttlingStore(
      clock: TestClock<Duration>, id: CancelID, latest: Bool
    ) -> Store<[String], String> {
      scriptedStore(clock: clock) { action in
        guard action.hasPrefix("tap:"), let value = action.split(separator: ":").last else { return .none }
        return .send("value:\(value)").throttle(id: id, for: .seconds(1), clock: clock, latest: latest)
      }
    }
  }
}

/// A search field as TCA's apps debounce one, tested with a `TestStore` as TCA tests it.
@Reducer
struct DebouncedSearch {
  struct State: Equatable {
    var query = ""
    var results: [String] = []
  }

  enum Action: Equatable {
    case queryChanged(String)
    case response([String])
  }

  private enum CancelID { case search }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .queryChanged(query):
        state.query = query
        return .run { send in
          await send(.response([query.uppercased()]))
        }
        .debounce(id: CancelID.search, for: .milliseconds(300))
      case let .response(results):
        state.results = results
        return .none
      }
    }
  }
}

@MainActor
@Suite struct DebouncedSearchTests {
  @Test func onlyTheLastQueryOfABurstIsSearched() async {
    let clock = TestClock()
    let store = TestStore(initialState: DebouncedSearch.State()) {
      DebouncedSearch()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.queryChanged("c")) {
      $0.query = "c"
    }
    await clock.advance(by: .milliseconds(200))
    await store.send(.queryChanged("co")) {
      $0.query = "co"
    }
    await clock.advance(by: .milliseconds(300))
    await store.receive(.response(["CO"])) {
      $0.results = ["CO"]
    }
  }
}
