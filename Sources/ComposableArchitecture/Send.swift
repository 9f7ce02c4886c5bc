/// Sends actions back into the store from an ``Effect/run(priority:operation:catch:fileID:filePath:line:column:)``
/// effect.
///
/// ```swift
/// return .run { send in
///   for await _ in clock.timer(interval: .seconds(1)) {
///     await send(.timerTicked)
///   }
/// }
/// ```
///
/// An action sent from a cancelled task is dropped. One sent after its effect's operation
/// returned, through a `send` escaped into an unstructured `Task`, is reduced and reported, as
/// in TCA: keep the operation running until it is done sending.
@MainActor
public struct Send<Action>: Sendable {
  let send: @MainActor @Sendable (Action) -> Void

  public init(send: @escaping @MainActor @Sendable (Action) -> Void) {
    self.send = send
  }

  public func callAsFunction(_ action: Action) {
    guard !Task.isCancelled else { return }
    send(action)
  }
}
