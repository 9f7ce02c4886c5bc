/// Runs an operation that `Task.cancel(id:)`, or an `Effect.cancel(id:)` returned by a reducer
/// of the same feature, can cancel.
///
/// ```swift
/// enum CancelID { case response }
///
/// return .run { send in
///   try await withTaskCancellation(id: CancelID.response, cancelInFlight: true) {
///     try await clock.sleep(for: .seconds(0.3))
///     await send(.debouncedResponse(await Result { try await client.request() }))
///   }
/// }
/// ```
///
/// Ids work as they do for ``Effect/cancellable(id:cancelInFlight:)``, and share its registry:
/// keyed by type and value, and scoped to the feature whose effect runs the operation.
///
/// TCA declares this `rethrows`; here it throws the operation's error type, so calls read the
/// same: no `try` for an operation that cannot throw.
///
/// - Parameters:
///   - id: The operation's cancel id.
///   - cancelInFlight: Cancel any in-flight operation or effect with the same id first.
///   - operation: The work, run in a task of its own.
/// - Returns: The value the operation returns.
public func withTaskCancellation<T: Sendable, Failure: Error>(
  id: some Hashable & Sendable,
  cancelInFlight: Bool = false,
  isolation: isolated (any Actor)? = #isolation,
  operation: @escaping @Sendable () async throws(Failure) -> T
) async throws(Failure) -> T {
  let id = _CancelID(id)
  let registry = CancellationRegistry.current
  if cancelInFlight {
    registry.cancel(id: id)
  }
  let task = Task { () async -> Result<T, Failure> in
    do throws(Failure) {
      return .success(try await operation())
    } catch {
      return .failure(error)
    }
  }
  let token = registry.insert(id: id) { task.cancel() }
  defer { registry.remove(token, id: id) }
  return try await task.cancellableValue.get()
}

extension Task where Success == Never, Failure == Never {
  /// Cancels every in-flight effect and ``withTaskCancellation(id:cancelInFlight:isolation:operation:)``
  /// operation with the given id, of the feature whose effect calls it.
  ///
  /// ```swift
  /// return .run { send in
  ///   Task.cancel(id: CancelID.timer)
  /// }
  /// ```
  public static func cancel(id: some Hashable & Sendable) {
    CancellationRegistry.current.cancel(id: _CancelID(id))
  }
}
