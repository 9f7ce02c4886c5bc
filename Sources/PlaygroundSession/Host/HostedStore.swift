@_spi(Playground) import ComposableArchitecture

/// The store a ``FeatureHost`` runs its feature in: an app's `Store`, or in test mode a
/// `TestStore`, whose own store does the same reducing and effect work. Effects, clock,
/// `state` and `dependency` see either the same way.
@MainActor
enum HostedStore<State: Equatable, Action> {
  case app(Store<State, Action>)
  case test(TestStore<State, Action>)

  /// The state the feature is in now: in test mode, past any failed assertion.
  var state: State {
    switch self {
    case let .app(store): store.state
    case let .test(store): store.actualState
    }
  }

  var runningEffects: [RunningEffect<Action>] {
    switch self {
    case let .app(store): store.runningEffects
    case let .test(store): store.runningEffects
    }
  }

  var dependencies: DependencyValues {
    get {
      switch self {
      case let .app(store): store.dependencies
      case let .test(store): store.dependencies
      }
    }
    nonmutating set {
      switch self {
      case let .app(store): store.dependencies = newValue
      case let .test(store): store.dependencies = newValue
      }
    }
  }

  func cancelAllEffects() {
    switch self {
    case let .app(store): store.cancelAllEffects()
    case let .test(store): store.cancelAllEffects()
    }
  }

  /// Bounds runaway loops and hears what effects do.
  func configure(synchronousActionLimit: Int, onEvent: @escaping (StoreEvent<Action>) -> Void) {
    switch self {
    case let .app(store):
      store.synchronousActionLimit = synchronousActionLimit
      store.onEvent = onEvent
    case let .test(store):
      store.synchronousActionLimit = synchronousActionLimit
      store.observeEvents(onEvent)
    }
  }

  /// Runs `write`, a change to `@Shared` values with no action (a view's binding): in test
  /// mode the test store watches it, so the test must assert it.
  func recordingSharedChanges<R>(_ write: () throws -> R) rethrows -> R {
    switch self {
    case .app: try write()
    case let .test(store): try store.recordingSharedChanges(write)
    }
  }
}
