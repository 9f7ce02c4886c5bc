import ComposableArchitecture
import Foundation
import PlaygroundTestSupport
import Testing

/// Stamps ids and dates from its dependencies, in the reducer or later in an effect.
struct Stamper: Reducer {
  struct Stamp: Equatable {
    let id: UUID
    let date: Date
  }

  struct State: Equatable {
    var stamps: [Stamp] = []
  }

  enum Action {
    case stampNow
    case stampInEffect
    case stampAfterASecond
    case stamped(Stamp)
  }

  @Dependency(\.uuid) var uuid
  @Dependency(\.date.now) var now
  @Dependency(\.continuousClock) var clock

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .stampNow:
        state.stamps.append(Stamp(id: uuid(), date: now))
        return .none
      case .stampInEffect:
        return .run { send in
          @Dependency(\.uuid) var uuid
          @Dependency(\.date.now) var now
          await send(.stamped(Stamp(id: uuid(), date: now)))
        }
      case .stampAfterASecond:
        return .run { [clock] send in
          try await clock.sleep(for: .seconds(1))
          @Dependency(\.uuid) var uuid
          @Dependency(\.date.now) var now
          await send(.stamped(Stamp(id: uuid(), date: now)))
        }
      case let .stamped(stamp):
        state.stamps.append(stamp)
        return .none
      }
    }
  }
}

private let epoch = Date(timeIntervalSince1970: 0)
private let later = Date(timeIntervalSince1970: 1_000)

@MainActor
private func stamperStore(clock: TestClock<Duration> = TestClock()) -> Store<Stamper.State, Stamper.Action> {
  Store(initialState: Stamper.State()) {
    Stamper()
  } withDependencies: {
    $0.uuid = .incrementing
    $0.date.now = epoch
    $0.continuousClock = clock
  }
}

@MainActor
@Suite struct DependencyTests {
  @Test func reducerSeesDependenciesOverriddenOnTheStore() {
    let store = stamperStore()
    store.send(.stampNow)
    store.send(.stampNow)
    #expect(store.state.stamps == [.init(id: UUID(0), date: epoch), .init(id: UUID(1), date: epoch)])
  }

  @Test func changingStoreDependenciesAffectsLaterActions() {
    let store = stamperStore()
    store.send(.stampNow)
    store.dependencies.date.now = later
    store.dependencies.uuid = .constant(UUID(7))
    store.send(.stampNow)
    #expect(store.state.stamps == [.init(id: UUID(0), date: epoch), .init(id: UUID(7), date: later)])
  }
}

extension EffectTests {
  @MainActor
  @Suite(.serialized) struct DependencyEffects {
    @Test func runEffectSeesTheStoreDependencies() async {
      await onMainSerialExecutor {
        let store = stamperStore()
        await store.send(.stampInEffect).finish()
        #expect(store.state.stamps == [.init(id: UUID(0), date: epoch)])
      }
    }

    /// An effect escapes the dependencies of the reduce that started it; changing the store's
    /// dependencies while it runs does not reach it.
    @Test func runningEffectKeepsTheDependenciesItStartedWith() async {
      await onMainSerialExecutor {
        let clock = TestClock()
        let store = stamperStore(clock: clock)
        let task = store.send(.stampAfterASecond)
        await Task.megaYield()
        store.dependencies.date.now = later
        store.dependencies.uuid = .constant(UUID(7))
        await clock.advance(by: .seconds(1))
        await task.finish()
        #expect(store.state.stamps == [.init(id: UUID(0), date: epoch)])

        await store.send(.stampInEffect).finish()
        #expect(store.state.stamps.last == .init(id: UUID(7), date: later))
      }
    }
  }
}
