import ComposableArchitecture

/// A store for testing effects in isolation: its actions are strings, its state is the log of
/// the actions it reduced, oldest first, and `script` gives the effect each action returns.
///
/// ```swift
/// let store = scriptedStore { action in
///   action == "start" ? .send("next") : .none
/// }
/// store.send("start")   // store.state == ["start", "next"]
/// ```
@MainActor
func scriptedStore(
  clock: TestClock<Duration> = TestClock(),
  _ script: @escaping (_ action: String) -> Effect<String>
) -> Store<[String], String> {
  Store(initialState: [String]()) {
    Reduce<[String], String> { log, action in
      log.append(action)
      return script(action)
    }
  } withDependencies: {
    $0.continuousClock = clock
  }
}
