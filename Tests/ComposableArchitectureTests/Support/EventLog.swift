import ComposableArchitecture

/// A ``StoreEvent`` reduced to comparable parts.
enum RecordedEvent<Action: Equatable>: Equatable {
  case effectCancelled(effectID: Int, action: Action, reason: EffectCancellationReason)
  case runawayLoop(Action, count: Int)

  /// `nil` for an effect's start, sends and finish, which these tests do not follow.
  init?(_ event: StoreEvent<Action>) {
    switch event {
    case let .effectCancelled(effect, reason, _):
      self = .effectCancelled(effectID: effect.id, action: effect.action, reason: reason)
    case let .runawayLoop(action, count):
      self = .runawayLoop(action, count: count)
    case .effectStarted, .effectSent, .effectFinished:
      return nil
    }
  }
}

/// Records what a store reports through `onEvent`, oldest first.
@MainActor
final class EventLog<Action: Equatable> {
  private(set) var events: [RecordedEvent<Action>] = []

  init<State>(_ store: Store<State, Action>) {
    store.onEvent = { [self] event in
      if let recorded = RecordedEvent(event) { events.append(recorded) }
    }
  }
}
