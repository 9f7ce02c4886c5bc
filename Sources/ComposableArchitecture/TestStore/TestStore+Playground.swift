/// What the playground's shell needs to drive a ``TestStore`` in its test mode, beyond TCA's
/// API: the store keeps doing the reducing and effect work, and the shell shows its effects,
/// clock and state as it does for an app's store.
///
/// Not TCA API; a test never needs it.
@_spi(Playground)
extension TestStore {
  /// The state the feature is in now. It goes on past a failed assertion, while ``state`` is
  /// what the test has asserted so far.
  public var actualState: State { store.state }

  /// The effects in flight, as the feature's actions started them, oldest first.
  public var runningEffects: [RunningEffect<Action>] {
    store.runningEffects.map { $0.map(\.action) }
  }

  /// Hears what the store's effects do, as ``Store/onEvent`` does.
  public func observeEvents(_ observe: @escaping (StoreEvent<Action>) -> Void) {
    eventObserver = observe
  }

  /// How many actions one `send` may reduce: ``Store/synchronousActionLimit``.
  public var synchronousActionLimit: Int {
    get { store.synchronousActionLimit }
    set { store.synchronousActionLimit = newValue }
  }

  /// The actions effects sent back that the test has not received yet, oldest first.
  public var pendingReceivedActions: [Action] {
    reducer.receivedActions.actions
  }

  /// Cancels every effect, as the store going away would, after the test has ended.
  public func cancelAllEffects() {
    store.cancelAllEffects()
  }

  /// Runs `body`, a write through a `@Shared` reference from outside the feature, such as a
  /// view's binding, with the store watching: the change must then be asserted, as one an
  /// effect makes must.
  public func recordingSharedChanges<R>(_ body: () throws -> R) rethrows -> R {
    try reducer.sharedChanges.record(body)
  }

  /// Runs the end-of-test checks now, as `deinit` would: actions not received, effects still
  /// in flight, shared changes not asserted. They run once; `deinit` then checks nothing.
  public func endTest() {
    completed()
  }
}
