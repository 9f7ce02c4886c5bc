/// The work a reducer asks the store to do after it changes state: send more actions now, run
/// asynchronous work that may send actions later, or cancel work in flight.
public struct Effect<Action>: Sendable {
  indirect enum Operation: @unchecked Sendable {
    case none
    case send(Action)
    case run(name: String?, TaskPriority?, @Sendable (_ send: Send<Action>) async -> Void)
    case merge([Effect])
    case concatenate([Effect])
    case cancellable(Effect, _CancelID, cancelInFlight: Bool)
    case cancel(_CancelID, EffectCancellationReason)
  }

  let operation: Operation

  init(operation: Operation) {
    self.operation = operation
  }

  /// An effect that does nothing.
  public static var none: Self {
    Self(operation: .none)
  }

  /// An effect that sends an action immediately, before the store's `send` returns.
  ///
  /// Prefer sharing logic with a helper function over sending actions to share logic: each
  /// action sent this way is a full trip through every reducer.
  public static func send(_ action: Action) -> Self {
    Self(operation: .send(action))
  }

  /// An effect that runs asynchronous work on the store's behalf and feeds actions back with
  /// `send`.
  ///
  /// ```swift
  /// return .run { [count = state.count] send in
  ///   await send(.factResponse(Result { try await factClient.fetch(count) }))
  /// }
  /// ```
  ///
  /// Errors other than cancellation must be handled with `catch`; an unhandled one is reported
  /// as an issue, as in TCA.
  ///
  /// - Parameter name: A name for the effect's task, as in TCA: it names the `Task`, and the
  ///   store lists it in ``RunningEffect/name`` (the shell's `effects` command shows it).
  public static func run(
    priority: TaskPriority? = nil,
    name: String? = nil,
    operation: @escaping @Sendable (_ send: Send<Action>) async throws -> Void,
    catch handler: (@Sendable (_ error: any Error, _ send: Send<Action>) async -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Self {
    let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    return withEscapedDependencies { continuation in
      Self(
        operation: .run(name: name, priority) { send in
          await continuation.yield {
            do {
              try await operation(send)
            } catch {
              await handleThrown(error, with: handler, send: send, runAt: location)
            }
          }
        }
      )
    }
  }

  /// Where an error thrown by a `.run` goes: nowhere when it comes from cancelling the effect
  /// (a cancelled effect's awaits throw, and the feature asked for that), to `catch:` when the
  /// run has one, and otherwise to an issue naming the run.
  private static func handleThrown(
    _ error: any Error,
    with handler: (@Sendable (_ error: any Error, _ send: Send<Action>) async -> Void)?,
    send: Send<Action>,
    runAt location: SourceLocation
  ) async {
    if error is CancellationError || Task.isCancelled { return }
    if let handler {
      await handler(error, send)
    } else {
      location.reportIssue(RuntimeMessages.unhandledEffectError(error, at: location))
    }
  }

  /// Runs several effects at once.
  public static func merge(_ effects: Self...) -> Self {
    merge(effects)
  }

  /// Runs several effects at once.
  public static func merge(_ effects: some Sequence<Self>) -> Self {
    combined(effects, as: Operation.merge)
  }

  /// Runs this effect and another at once.
  public func merge(with other: Self) -> Self {
    .merge(self, other)
  }

  /// Runs several effects one after another: each starts when the one before it finishes.
  public static func concatenate(_ effects: Self...) -> Self {
    concatenate(effects)
  }

  /// Runs several effects one after another: each starts when the one before it finishes.
  public static func concatenate(_ effects: some Sequence<Self>) -> Self {
    combined(effects, as: Operation.concatenate)
  }

  /// `effects` merged or concatenated. As in TCA, a `.none` among them drops out, and a single
  /// effect left is itself: a feature composed of children merges their `.none`s at every
  /// action, and the store would walk the nest of them.
  private static func combined(_ effects: some Sequence<Self>, as combine: ([Self]) -> Operation) -> Self {
    var kept: [Self] = []
    for effect in effects {
      if case .none = effect.operation { continue }
      kept.append(effect)
    }
    switch kept.count {
    case 0: return .none
    case 1: return kept[0]
    default: return Self(operation: combine(kept))
    }
  }

  /// Runs another effect when this one finishes.
  public func concatenate(with other: Self) -> Self {
    .concatenate(self, other)
  }

  /// Transforms the actions this effect sends, e.g. to embed a child's actions in its parent's.
  public func map<T>(_ transform: @escaping @Sendable (Action) -> T) -> Effect<T> {
    map(transform) { body, _ in await body() }
  }

  /// Transforms the actions this effect sends, and runs the body of each `.run` in it inside
  /// `aroundRun`, which gets the transformed effect's `send`: how a presented child's effects
  /// learn how to dismiss it.
  func map<T>(
    _ transform: @escaping @Sendable (Action) -> T,
    aroundRun: @escaping @Sendable (_ body: () async -> Void, _ send: Send<T>) async -> Void
  ) -> Effect<T> {
    switch operation {
    case .none:
      .none
    case let .send(action):
      .send(transform(action))
    case let .run(name, priority, operation):
      Effect<T>(
        operation: .run(name: name, priority) { send in
          await aroundRun({ await operation(Send { action in send(transform(action)) }) }, send)
        }
      )
    case let .merge(effects):
      .merge(effects.map { $0.map(transform, aroundRun: aroundRun) })
    case let .concatenate(effects):
      .concatenate(effects.map { $0.map(transform, aroundRun: aroundRun) })
    case let .cancellable(effect, id, cancelInFlight):
      Effect<T>(
        operation: .cancellable(effect.map(transform, aroundRun: aroundRun), id, cancelInFlight: cancelInFlight)
      )
    case let .cancel(id, reason):
      Effect<T>(operation: .cancel(id, reason))
    }
  }

  /// Whether the effect finishes before the store's `send` returns: it has no `.run` in it.
  var isSynchronous: Bool {
    switch operation {
    case .none, .send, .cancel: true
    case .run: false
    case let .merge(effects), let .concatenate(effects): effects.allSatisfy(\.isSynchronous)
    case let .cancellable(effect, _, _): effect.isSynchronous
    }
  }
}

/// A convenience for naming an effect by its feature: `EffectOf<Counter>` is
/// `Effect<Counter.Action>`.
public typealias EffectOf<R: Reducer> = Effect<R.Action>
