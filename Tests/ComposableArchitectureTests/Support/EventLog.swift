import ComposableArchitecture

/// A ``StoreEvent`` reduced to comparable parts.
enum RecordedEvent<Action: Equatable>: Equatable {
  case effectCancelled(effectID: Int, action: Action, reason: EffectCancellationReason)
  case runawayLoop(Action, count: Int)

  init(_ event: StoreEvent<Action>) {
    switch event {
    case let .effectCancelled(effect, reason):
      self = .effectCancelled(effectID: effect.id, action: effect.action, reason: reason)
    case let .runawayLoop(action, count):
      self = .runawayLoop(action, count: count)
    }
  }
}

/// Records what a store reports through `onEvent`, oldest first.
@MainActor
final class EventLog<Action: Equatable> {
  private(set) var events: [RecordedEvent<Action>] = []

  init<State>(_ store: Store<State, Action>) {
    store.onEvent = { [self] event in events.append(RecordedEvent(event)) }
  }
}
