/// Runs a feature: holds its state, reduces the actions sent to it and runs the effects its
/// reducer returns.
///
/// Like TCA's store it lives on the main actor. ``send(_:)`` reduces the action and then every
/// action the resulting effects send synchronously, in order, before it returns. Asynchronous
/// effects run as tasks, and the actions they send are reduced in the order they arrive.
///
/// Beyond TCA's API, the playground's store reports what happens to effects through
/// ``onEvent`` and lists them in ``runningEffects``, so a shell can show them.
@dynamicMemberLookup
@MainActor
public final class Store<State, Action> {
  /// The current state. A store made by ``scope(_:action:)`` reads its parent's.
  public var state: State { parentScope?.state() ?? rootState! }

  /// The dependencies reducers and effects see. The playground switches dependency modes by
  /// changing them; effects already running keep the values they started with.
  public var dependencies: DependencyValues

  /// How many actions one ``send(_:)`` may reduce before the store treats it as a runaway loop
  /// (an action that, directly or not, sends itself again) and stops.
  public var synchronousActionLimit = 1_000 {
    didSet { synchronousActionLimit = max(1, synchronousActionLimit) }
  }

  /// Called for what happens to effects: see ``StoreEvent``.
  public var onEvent: ((StoreEvent<Action>) -> Void)?

  /// The effects in flight, oldest first.
  public var runningEffects: [RunningEffect<Action>] {
    tasks.values.map(\.effect).sorted { $0.id < $1.id }
  }

  private let reducer: (inout State, Action) -> Effect<Action>
  /// The state of a root store; `nil` in a scoped store, which has none of its own.
  private var rootState: State?
  /// Where a scoped store's state comes from and its actions go; `nil` in a root store.
  let parentScope: StoreScope<State, Action>?
  /// What `Task.cancel(id:)` and `withTaskCancellation(id:)` in this store's effects reach.
  private lazy var cancellation = CancellationRegistry { [weak self] id in
    self?.cancel(where: { $0.contains(id) }, reason: .cancel, by: nil)
  }
  private var bufferedActions: [Action] = []
  private var isSending = false
  private var effectCount = 0
  private var tasks: [Int: (effect: RunningEffect<Action>, task: Task<Void, Never>, status: EffectStatus)] = [:]

  /// Creates a store from an initial state and a reducer.
  ///
  /// - Parameter prepareDependencies: Overrides dependencies for the reducer and its effects.
  public init<R: Reducer<State, Action>>(
    initialState: @autoclosure () -> R.State,
    @ReducerBuilder<State, Action> reducer: () -> R,
    withDependencies prepareDependencies: ((inout DependencyValues) -> Void)? = nil
  ) {
    let dependencies = withDependencies {
      // Each store counts stack element ids from 0, as each TCA test does.
      $0.stackElementID = .incrementing
      prepareDependencies?(&$0)
    } operation: {
      DependencyValues._current
    }
    let (state, reducer) = withDependencies {
      $0 = dependencies
    } operation: {
      (initialState(), reducer())
    }
    self.rootState = state
    self.parentScope = nil
    self.dependencies = dependencies
    self.reducer = reducer._reduce(into:action:)
  }

  /// A store that reads its state from, and sends its actions through, another: see
  /// ``scope(_:action:)``.
  init(parentScope: StoreScope<State, Action>, dependencies: DependencyValues) {
    self.rootState = nil
    self.parentScope = parentScope
    self.dependencies = dependencies
    self.reducer = { _, _ in .none }
  }

  isolated deinit {
    for (_, running) in tasks { running.task.cancel() }
  }

  /// Sends an action to the store.
  ///
  /// - Returns: A task for the asynchronous effects the action started, and the effects of the
  ///   actions those effects send, as in TCA: cancelling it cancels them all.
  @discardableResult
  public func send(_ action: Action) -> StoreTask {
    if let parentScope { return parentScope.send(action) }
    let tasks = ActionTasks()
    process(action, startingIn: tasks)
    guard !tasks.isEmpty else { return StoreTask(rawValue: nil) }
    return StoreTask(rawValue: Task { await tasks.finish() })
  }

  /// Cancels every effect in flight, e.g. when the feature that owns them goes away.
  public func cancelAllEffects() {
    cancel(where: { _ in true }, reason: .ownerWentAway, by: nil)
  }

  /// Reduces the action and every action its effects send synchronously; the effects they
  /// start join `tasks`. Only those later actions wait in ``bufferedActions``: a timer's tick
  /// sends none, and an array of the feature's actions costs a lookup of its type at each use.
  private func process(_ action: Action, startingIn tasks: ActionTasks) {
    guard !isSending else {
      bufferedActions.append(action)
      return
    }
    isSending = true
    defer {
      isSending = false
      // Array's own `count`, not `isEmpty`, a `Collection` default: its conformance for the
      // feature's action type would be looked up at every action.
      if bufferedActions.count > 0 { bufferedActions.removeAll() }
    }
    reduce(action, startingIn: tasks)
    var index = 0
    while index < bufferedActions.count {
      // `index + 1` actions are reduced so far: the first, and `index` that waited.
      guard index + 1 < synchronousActionLimit else {
        onEvent?(.runawayLoop(index == 0 ? action : bufferedActions[index - 1], count: index + 1))
        break
      }
      let next = bufferedActions[index]
      index += 1
      reduce(next, startingIn: tasks)
    }
  }

  private func reduce(_ action: Action, startingIn tasks: ActionTasks) {
    let dependencies = dependencies
    let effect = withDependencies { $0 = dependencies } operation: {
      reducer(&rootState!, action)
    }
    tasks.append(contentsOf: start(effect, origin: action, cancelIDs: [], group: tasks))
  }

  /// Starts an effect's asynchronous work and returns its tasks.
  ///
  /// - Parameter group: The tasks of the `send` the effect descends from, which the effects of
  ///   the actions it sends join.
  private func start(
    _ effect: Effect<Action>, origin: Action, cancelIDs: [_CancelID], group: ActionTasks
  ) -> [Task<Void, Never>] {
    switch effect.operation {
    case .none:
      return []
    case let .send(action):
      // A sent action's own effects belong to the store, not to the effect that sent it: a
      // concatenation goes on as soon as the action is reduced, as TCA's `Just` does.
      process(action, startingIn: group)
      return []
    case let .run(name, priority, operation):
      return [
        spawn(origin: origin, name: name, cancelIDs: cancelIDs, priority: priority, group: group) {
          await operation($0)
        }
      ]
    case let .merge(effects):
      return start(effects[...], origin: origin, cancelIDs: cancelIDs, group: group)
    case let .concatenate(effects):
      // Up to and including the first asynchronous effect, effects start now, as TCA's
      // publishers do when subscribed; the rest wait, one after another, in a task of their own.
      guard let firstAsync = effects.firstIndex(where: { !$0.isSynchronous }) else {
        return start(effects[...], origin: origin, cancelIDs: cancelIDs, group: group)
      }
      let now = start(effects[...firstAsync], origin: origin, cancelIDs: cancelIDs, group: group)
      let later = Array(effects[(firstAsync + 1)...])
      guard !later.isEmpty else { return now }
      return now + [
        spawn(origin: origin, name: nil, cancelIDs: cancelIDs, priority: nil, group: group) {
          [weak self] _ in
          await Self.finish(now)
          for effect in later {
            guard let self, !Task.isCancelled else { return }
            await Self.finish(self.start(effect, origin: origin, cancelIDs: cancelIDs, group: group))
          }
        }
      ]
    case let .cancellable(effect, id, cancelInFlight):
      if cancelInFlight {
        cancel(id: id, reason: .cancelInFlight, by: origin)
      }
      return start(effect, origin: origin, cancelIDs: [id] + cancelIDs, group: group)
    case let .cancel(id, reason):
      cancel(id: id, reason: reason, by: origin)
      return []
    }
  }

  /// Starts effects in order and returns their tasks; a loop, as `flatMap` over the feature's
  /// effects looks up its generic types for every effect.
  private func start(
    _ effects: ArraySlice<Effect<Action>>, origin: Action, cancelIDs: [_CancelID], group: ActionTasks
  ) -> [Task<Void, Never>] {
    var tasks: [Task<Void, Never>] = []
    for effect in effects {
      tasks += start(effect, origin: origin, cancelIDs: cancelIDs, group: group)
    }
    return tasks
  }

  /// Waits for tasks, cancelling them if the waiting task is cancelled.
  private static func finish(_ tasks: [Task<Void, Never>]) async {
    await withTaskCancellationHandler {
      for task in tasks { await task.value }
    } onCancel: {
      for task in tasks { task.cancel() }
    }
  }

  private func spawn(
    origin: Action,
    name: String?,
    cancelIDs: [_CancelID],
    priority: TaskPriority?,
    group: ActionTasks,
    body: @escaping @MainActor @Sendable (Send<Action>) async -> Void
  ) -> Task<Void, Never> {
    effectCount += 1
    let id = effectCount
    let status = EffectStatus()
    let send = Send<Action> { [weak self] action in
      guard let self else { return }
      if status.isCompleted {
        // As in TCA, the action is still reduced: only the escaped `send` is the mistake.
        reportIssue(RuntimeMessages.actionFromCompletedEffect(action, origin: origin))
      } else if status.isListed {
        self.onEvent?(.effectSent(effectID: id, action))
      }
      self.process(action, startingIn: group)
    }
    let cancellation = cancellation
    let task = Task(name: name, priority: priority) { [weak self] in
      await EffectTaskContext.$effectID.withValue(id) {
        await CancellationRegistry.$current.withValue(cancellation) {
          await body(send)
        }
      }
      status.isCompleted = true
      // A cancelled effect was already taken out, and reported, by `cancel`.
      guard let self, status.isListed else { return }
      status.isListed = false
      self.tasks[id] = nil
      self.onEvent?(.effectFinished(effectID: id))
    }
    let effect = RunningEffect(id: id, name: name, action: origin, allCancelIDs: cancelIDs)
    tasks[id] = (effect, task, status)
    onEvent?(.effectStarted(effect))
    return task
  }

  /// Cancels the effects, and the `withTaskCancellation` operations, with the id.
  private func cancel(id: _CancelID, reason: EffectCancellationReason, by cause: Action?) {
    cancel(where: { $0.contains(id) }, reason: reason, by: cause)
    cancellation.cancelOperations(id: id)
  }

  private func cancel(
    where matches: ([_CancelID]) -> Bool, reason: EffectCancellationReason, by cause: Action?
  ) {
    let cancelled = tasks.values
      .filter { matches($0.effect.allCancelIDs) }
      .sorted { $0.effect.id < $1.effect.id }
    for running in cancelled {
      tasks[running.effect.id] = nil
      running.status.isListed = false
      running.task.cancel()
      onEvent?(.effectCancelled(running.effect, reason, by: cause))
    }
  }
}

/// A task for the effects an action started; see ``Store/send(_:)``.
public struct StoreTask: Hashable, Sendable {
  let rawValue: Task<Void, Never>?

  /// Cancels the effects.
  public func cancel() {
    rawValue?.cancel()
  }

  /// Waits for the effects to finish.
  public func finish() async {
    await rawValue?.cancellableValue
  }

  /// Whether the effects were cancelled, or there were none.
  public var isCancelled: Bool {
    rawValue?.isCancelled ?? true
  }
}

/// A convenience for naming a store by its feature: `StoreOf<Counter>`.
public typealias StoreOf<R: Reducer> = Store<R.State, R.Action>

/// Where a running effect stands, for its `send`: whether the store still lists it, and whether
/// its operation returned. The store sets these as it lists, cancels and finishes the effect,
/// so a `send`, once a second for a timer, reads two flags rather than the store's table of
/// effects, whose generic type the runtime would look up each time.
@MainActor
private final class EffectStatus {
  var isListed = true
  var isCompleted = false
}
