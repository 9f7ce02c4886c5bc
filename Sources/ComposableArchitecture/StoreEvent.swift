/// An effect in flight in a ``Store``.
public struct RunningEffect<Action> {
  /// Counts up from 1 in each store.
  public let id: Int
  /// The name given with `Effect.run(name:)`, if any.
  public let name: String?
  /// The action whose reducer returned the effect.
  public let action: Action
  /// The ids it can be cancelled with, innermost first, including those the runtime adds to
  /// every effect of a stack element or presented child.
  let allCancelIDs: [_CancelID]

  /// The ids a feature gave it with `.cancellable(id:)`, innermost first.
  public var cancelIDs: [_CancelID] {
    allCancelIDs.filter { !$0.isInternal }
  }
}

/// Which store effect is running the current task.
public enum EffectTaskContext {
  /// The ``RunningEffect/id`` of the effect running the current task, if any: a clock can tell
  /// which effect is sleeping.
  @TaskLocal public static var effectID: Int?
}

/// What happened to effects in a ``Store``, for tools that show it.
public enum StoreEvent<Action> {
  /// A reducer returned an asynchronous effect for ``RunningEffect/action``, and it started.
  case effectStarted(RunningEffect<Action>)
  /// A running effect sent an action back into the store.
  case effectSent(effectID: Int, Action)
  /// An effect's work ended without being cancelled.
  case effectFinished(effectID: Int)
  /// An effect was cancelled before it finished, while the store reduced `by`: the action
  /// whose effect cancelled it, or `nil` when its owner went away outside any action.
  case effectCancelled(RunningEffect<Action>, EffectCancellationReason, by: Action?)
  /// One `send` reduced `count` actions, the store's limit, and stopped; `action` is the last
  /// one it reduced.
  case runawayLoop(Action, count: Int)
}

/// Why an effect was cancelled.
public enum EffectCancellationReason: Sendable, Equatable {
  /// By `Effect.cancel(id:)`.
  case cancel
  /// By a newer effect with the same id and `cancelInFlight: true`.
  case cancelInFlight
  /// The feature that owned it went away: the store was released, or the stack element or
  /// presented child that started it was popped or dismissed.
  case ownerWentAway
}

extension RunningEffect {
  /// The same effect, with its action seen through `transform`: how a ``TestStore``'s store,
  /// whose actions carry where the test sent them, shows its effects as the feature's.
  func map<NewAction>(_ transform: (Action) -> NewAction) -> RunningEffect<NewAction> {
    RunningEffect<NewAction>(id: id, name: name, action: transform(action), allCancelIDs: allCancelIDs)
  }
}

extension StoreEvent {
  /// The same event, with its actions seen through `transform`.
  func map<NewAction>(_ transform: (Action) -> NewAction) -> StoreEvent<NewAction> {
    switch self {
    case let .effectStarted(effect): .effectStarted(effect.map(transform))
    case let .effectSent(effectID, action): .effectSent(effectID: effectID, transform(action))
    case let .effectFinished(effectID): .effectFinished(effectID: effectID)
    case let .effectCancelled(effect, reason, by): .effectCancelled(effect.map(transform), reason, by: by.map(transform))
    case let .runawayLoop(action, count): .runawayLoop(transform(action), count: count)
    }
  }
}
