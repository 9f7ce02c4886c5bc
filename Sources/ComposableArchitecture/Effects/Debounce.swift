extension Effect {
  /// Delays this effect by `duration` on `clock`, and cancels the one delayed before it with
  /// the same id, so of a burst of effects only the last runs, once the burst is `duration` old:
  ///
  /// ```swift
  /// case let .searchQueryChanged(query):
  ///   state.query = query
  ///   return .run { send in
  ///     await send(.searchResponse(Result { try await client.search(query) }))
  ///   }
  ///   .debounce(id: CancelID.search, for: .milliseconds(300), clock: clock)
  /// ```
  ///
  /// TCA's `debounce` delays on a scheduler; this one on a clock, which a test moves with
  /// `advance(by:)`. Like TCA's, it is the effect made cancellable with `cancelInFlight`, so
  /// `.cancel(id:)` with the same id cancels it too.
  public func debounce<C: Clock>(
    id: some Hashable & Sendable,
    for duration: C.Duration,
    clock: C
  ) -> Self {
    guard case .none = operation else {
      let delay = Self(operation: .run(name: nil, nil) { _ in try? await clock.sleep(for: duration) })
      return .concatenate(delay, self).cancellable(id: id, cancelInFlight: true)
    }
    return .none
  }

  /// ``debounce(id:for:clock:)`` on the injected `continuousClock`, read where the reducer
  /// returns the effect: a `TestStore`'s `TestClock` in a test, the playground's virtual clock
  /// in the shell.
  public func debounce(id: some Hashable & Sendable, for duration: Duration) -> Self {
    @Dependency(\.continuousClock) var clock
    return debounce(id: id, for: duration, clock: clock)
  }
}
