import ComposableArchitecture
import Foundation

/// A counter with every kind of effect the test store tests need: an action sent at once, a
/// response from a client, a timer on the injected clock, an effect that never ends, one that
/// throws, and a dismissal.
@Reducer
struct Probe {
  struct State: Equatable {
    var count = 0
    var isTimerOn = false
    var response: String?
  }

  enum Action: Equatable {
    case increment
    case incrementTwiceLater
    case noop
    case sendNoop
    case sendNoopThenIncrement
    case setCount(Int)
    case startTimer
    case stopTimer
    case tick
    case fetch
    case response(String)
    case runForever
    case throwUnhandled
    case close
  }

  @Dependency(\.continuousClock) var clock
  @Dependency(\.dismiss) var dismiss
  @Dependency(\.probeClient) var client
  enum CancelID { case timer }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .increment:
        state.count += 1
        return .none
      case .incrementTwiceLater:
        return .run { send in
          await send(.increment)
          await send(.increment)
        }
      case .noop:
        return .none
      case .sendNoop:
        return .send(.noop)
      case .sendNoopThenIncrement:
        return .concatenate(.send(.noop), .send(.increment))
      case let .setCount(count):
        state.count = count
        return .none
      case .startTimer:
        state.isTimerOn = true
        return .run { [clock] send in
          for await _ in clock.timer(interval: .seconds(1)) {
            await send(.tick)
          }
        }
        .cancellable(id: CancelID.timer, cancelInFlight: true)
      case .stopTimer:
        state.isTimerOn = false
        return .cancel(id: CancelID.timer)
      case .tick:
        state.count += 1
        return .none
      case .fetch:
        return .run { [client] send in
          await send(.response(try await client.fetch()))
        }
      case let .response(text):
        state.response = text
        return .none
      case .runForever:
        return .run { _ in try await Task.never() }
      case .throwUnhandled:
        return .run { _ in throw ProbeError() }
      case .close:
        return .run { [dismiss] _ in await dismiss() }
      }
    }
  }
}

struct ProbeError: Error, Equatable {}

/// What `Probe` fetches, overridden per test.
struct ProbeClient: Sendable {
  var fetch: @Sendable () async throws -> String
}

extension ProbeClient: DependencyKey {
  static let liveValue = ProbeClient { "live" }
}

extension DependencyValues {
  var probeClient: ProbeClient {
    get { self[ProbeClient.self] }
    set { self[ProbeClient.self] = newValue }
  }
}

/// A value shared between two features, counted by both.
struct SharedCount: Codable, Equatable {
  var count = 0
}

/// Two tabs holding the same shared count: changes through either count for both.
@Reducer
struct SharedTabs {
  struct State: Equatable {
    @Shared var first: SharedCount
    @Shared var second: SharedCount
    var note = ""
  }

  enum Action: Equatable {
    case incrementFirst
    case incrementInEffect
    case setNote(String)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .incrementFirst:
        state.$first.withLock { $0.count += 1 }
        return .none
      case .incrementInEffect:
        return .run { [second = state.$second] _ in
          second.withLock { $0.count += 1 }
        }
      case let .setNote(note):
        state.note = note
        return .none
      }
    }
  }
}
