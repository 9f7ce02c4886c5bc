import ConcurrencyExtras

extension Effect where Action: Sendable {
  /// Lets through at most one action of this effect, and of every other effect throttled with
  /// the same id, per `interval` on `clock`, as TCA's `throttle` does on a scheduler:
  ///
  /// ```swift
  /// case .volumeChanged:
  ///   return .send(.saveVolume)
  ///     .throttle(id: CancelID.save, for: .seconds(1), clock: clock, latest: true)
  /// ```
  ///
  /// The first action goes through at once. One that comes within `interval` of the last one
  /// let through waits for the interval to end, and then goes, as the latest action sent
  /// (`latest: true`) or the first one held (`latest: false`). The effect is made cancellable
  /// with `cancelInFlight`, so a newer throttled effect with the id replaces one still waiting.
  ///
  /// Like TCA's, what was let through when is kept per id for the whole process; a time from a
  /// clock that has since gone back, such as another test's, is ignored.
  public func throttle<C: Clock>(
    id: some Hashable & Sendable,
    for interval: C.Duration,
    clock: C,
    latest: Bool
  ) -> Self {
    guard case .none = operation else {
      let gate = ThrottleGate<C, Action>(id: _CancelID(id), clock: clock, interval: interval, latest: latest)
      return throttled(by: gate).cancellable(id: id, cancelInFlight: true)
    }
    return .none
  }

  /// ``throttle(id:for:clock:latest:)`` on the injected `continuousClock`, read where the reducer
  /// returns the effect.
  public func throttle(id: some Hashable & Sendable, for interval: Duration, latest: Bool) -> Self {
    @Dependency(\.continuousClock) var clock
    return throttle(id: id, for: interval, clock: clock, latest: latest)
  }

  /// The effect with every action it sends passed through `gate`.
  private func throttled<C: Clock>(by gate: ThrottleGate<C, Action>) -> Self {
    switch operation {
    case .none, .cancel:
      return self
    case let .send(action):
      return Self(operation: .run(name: nil, nil) { send in await gate.pass(action, to: send) })
    case let .run(name, priority, body):
      return Self(
        operation: .run(name: name, priority) { send in
          let waiting = LockIsolated<[Task<Void, Never>]>([])
          await body(
            Send { action in
              guard let task = gate.passNowOrSchedule(action, to: send) else { return }
              waiting.withValue { $0.append(task) }
            }
          )
          await withTaskCancellationHandler {
            for task in waiting.value { await task.value }
          } onCancel: {
            for task in waiting.value { task.cancel() }
          }
        }
      )
    case let .merge(effects):
      return .merge(effects.map { $0.throttled(by: gate) })
    case let .concatenate(effects):
      return .concatenate(effects.map { $0.throttled(by: gate) })
    case let .cancellable(effect, id, cancelInFlight):
      return Self(operation: .cancellable(effect.throttled(by: gate), id, cancelInFlight: cancelInFlight))
    }
  }
}

/// What ``Effect/throttle(id:for:clock:latest:)`` decides for each action.
private struct ThrottleGate<C: Clock, Action: Sendable>: Sendable {
  let id: _CancelID
  let clock: C
  let interval: C.Duration
  let latest: Bool

  /// Sends the action now, or waits for the interval to end and sends the action held then.
  @MainActor
  func pass(_ action: Action, to send: Send<Action>) async {
    switch decide(action) {
    case let .now(action):
      send(action)
    case let .at(deadline, action):
      await deliver(action, at: deadline, to: send)
    }
  }

  /// Sends the action now and returns `nil`, or returns the task that waits to send it.
  @MainActor
  func passNowOrSchedule(_ action: Action, to send: Send<Action>) -> Task<Void, Never>? {
    switch decide(action) {
    case let .now(action):
      send(action)
      return nil
    case let .at(deadline, action):
      return Task { @MainActor in await deliver(action, at: deadline, to: send) }
    }
  }

  private enum Decision {
    case now(Action)
    case at(C.Instant, Action)
  }

  private func decide(_ action: Action) -> Decision {
    throttleHistory.withValue { history in
      let now = clock.now
      guard let last = history[id]?.time as? C.Instant, last <= now else {
        history[id] = ThrottleHistoryEntry(time: now, held: nil)
        return .now(action)
      }
      let action = latest ? action : (history[id]?.held as? Action ?? action)
      guard last.duration(to: now) < interval else {
        history[id] = ThrottleHistoryEntry(time: now, held: nil)
        return .now(action)
      }
      history[id] = ThrottleHistoryEntry(time: last, held: action)
      return .at(last.advanced(by: interval), action)
    }
  }

  @MainActor
  private func deliver(_ action: Action, at deadline: C.Instant, to send: Send<Action>) async {
    guard (try? await clock.sleep(until: deadline, tolerance: nil)) != nil else { return }
    throttleHistory.withValue { $0[id] = ThrottleHistoryEntry(time: clock.now, held: nil) }
    send(action)
  }
}

/// When an id last let an action through, and the action held for the end of its interval.
private struct ThrottleHistoryEntry: @unchecked Sendable {
  let time: any Sendable
  let held: (any Sendable)?
}

private let throttleHistory = LockIsolated<[_CancelID: ThrottleHistoryEntry]>([:])
