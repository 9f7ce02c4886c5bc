import ComposableArchitecture

/// Something that happened in a session that a tutorial goal can ask about: "an action was
/// sent", "a `.timerTicked` was received", "an effect was cancelled", "the user ran `effects`".
///
/// The host reports events as they happen; actions stay values, and only a goal that asks
/// about them dumps them, so a long `advance` with no tutorial running costs nothing extra.
enum SessionEvent {
  /// The user sent this action with `send`.
  case sent(Any)
  /// An effect sent this action back to the store.
  case received(Any)
  /// An effect was cancelled before it finished.
  case cancelled(EffectCancellationReason)
  /// The store's loop guard stopped a `send` that kept reducing actions it sent itself, such
  /// as a delegate action re-forwarded to itself; the action that looped.
  case looped(Any)
  /// A command finished without an error; its name, not the alias typed.
  case commandRun(String)
  /// A test-mode command (`send`, `receive`, `assert`, `finish`, `skip`) ran its `TestStore` method:
  /// whether the test store reported no failure.
  case testStep(command: String, passed: Bool)
  /// A shared file changed outside the playground, and the value was reloaded from it before
  /// the next command: the key's name, `stats`, and the value loaded. A replay reproduces the
  /// session by setting the value again at that point.
  case sharedReloaded(key: String, value: Any)
}

extension SessionEvent {
  /// What a tutorial hears of a host's event, if anything.
  init?<State, Action>(_ event: HostEvent<State, Action>) {
    guard case let .sending(action) = event else { return nil }
    self = .sent(action)
  }

  /// What a tutorial hears of an action reduced: an action received.
  init?<State, Action>(_ reduction: Reduction<State, Action>) {
    guard !reduction.sent else { return nil }
    self = .received(reduction.action)
  }

  /// What a tutorial hears of the store's event: an effect cancelled, or a loop stopped.
  init?<Action>(_ event: StoreEvent<Action>) {
    switch event {
    case let .effectCancelled(_, reason, _): self = .cancelled(reason)
    case let .runawayLoop(action, _): self = .looped(action)
    default: return nil
    }
  }
}
