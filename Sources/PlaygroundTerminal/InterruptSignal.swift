import Glibc
import Synchronization

/// Turns Ctrl-C (SIGINT) into a flag that long-running work polls, instead of the default
/// action, which ends the process.
///
/// ```swift
/// InterruptSignal.install()               // once, at startup
/// _ = InterruptSignal.consume()           // forget a Ctrl-C from before the command
/// while working {
///   if InterruptSignal.consume() { print("interrupted"); break }
///   …
/// }
/// ```
///
/// The flag is an atomic, so any thread may poll it at any rate. At the line editor's prompt
/// Ctrl-C never reaches this handler: ``LineEditor`` reads it as a key and returns
/// ``LineEditor/ReadResult/interrupted``.
///
/// A second Ctrl-C that arrives while the first is still unconsumed ends the process with the
/// default SIGINT action, after ``TerminationSignals``' clean-up when it is installed. That is
/// the way out of work that never polls (a learner's reducer stuck in a loop); anything that
/// polls at least every 100 ms never sees it.
public enum InterruptSignal {
  private static let pending = Atomic<Bool>(false)
  private static let installed = Atomic<Bool>(false)

  /// Installs the SIGINT handler. Calling it again does nothing.
  public static func install() {
    guard !installed.exchange(true, ordering: .acquiringAndReleasing) else { return }
    _ = pending.load(ordering: .relaxed)  // initialises the static before a signal can touch it
    var action = sigaction()
    action.__sigaction_handler.sa_handler = { _ in InterruptSignal.handle() }
    sigemptyset(&action.sa_mask)
    // Blocking reads and waits elsewhere in the process resume instead of failing with EINTR.
    action.sa_flags = SA_RESTART
    sigaction(SIGINT, &action, nil)
  }

  /// Whether Ctrl-C was pressed since the last call; clears the flag.
  public static func consume() -> Bool {
    pending.exchange(false, ordering: .acquiringAndReleasing)
  }

  /// Runs in signal context: only an atomic exchange and async-signal-safe calls.
  private static func handle() {
    if pending.exchange(true, ordering: .acquiringAndReleasing), !TerminationSignals.deliver(SIGINT) {
      signal(SIGINT, SIG_DFL)
      kill(getpid(), SIGINT)
    }
  }
}
