import ConcurrencyExtras

/// Runs `operation` with every task on the main serial executor, and leaves it on.
///
/// The hook is process-wide, and this test process also runs playground sessions, which turn it
/// on for good. `withMainSerialExecutor` restores the old value when it returns, which could
/// turn it off under a session running alongside, so tests here only ever turn it on.
@MainActor
func onMainSerialExecutor(_ operation: @MainActor () async throws -> Void) async rethrows {
  uncheckedUseMainSerialExecutor = true
  try await operation()
}
