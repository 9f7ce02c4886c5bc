import ConcurrencyExtras

/// Runs `operation` with every task on the main serial executor, and leaves it on.
///
/// The hook is process-wide, and the test processes also run playground sessions, which turn it
/// on for good. `withMainSerialExecutor` restores the old value when it returns, which could
/// turn it off under a session running alongside, so tests only ever turn it on.
@MainActor
public func onMainSerialExecutor<Result>(_ operation: @MainActor () async throws -> Result) async rethrows -> Result {
  uncheckedUseMainSerialExecutor = true
  return try await operation()
}

/// Turns the main serial executor on; the test process calls it once, as it starts
/// (`Tests/TestProcessSetup`), so every `TestStore` finds it on and leaves it on.
@_cdecl("playground_tests_use_main_serial_executor")
public func useMainSerialExecutorForTheTestProcess() {
  uncheckedUseMainSerialExecutor = true
}
