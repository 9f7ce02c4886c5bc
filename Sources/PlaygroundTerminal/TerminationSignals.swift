import Foundation
import Glibc
import Synchronization

/// Ends the process as a signal asks, but only after the session's clean-up has run: SIGTERM,
/// SIGHUP (the terminal closed), SIGQUIT, and a second Ctrl-C (see ``InterruptSignal``). The
/// clean-up writes what file storage holds back and removes the session's temporary folders;
/// without it, each of these signals lost the changes of the last second.
///
/// A signal handler may do almost nothing, so the handler only writes the signal's number to a
/// pipe; a thread of its own reads it, runs the clean-up, then restores the signal's default
/// action and sends it again, so the process ends as it would have (a parent sees "killed by
/// SIGTERM"). That thread runs whatever the main thread is doing, a long replay included.
/// SIGKILL cannot be caught: for it, file storage bounds what is lost in real time instead.
public enum TerminationSignals {
  /// The signals that end the process after the clean-up.
  public static let handled = [SIGTERM, SIGHUP, SIGQUIT]

  /// The pipe's write end, once installed; -1 before.
  private static let writeEnd = Atomic<Int32>(-1)

  /// Installs the handlers and starts the thread. Calling it again does nothing.
  public static func install(cleanUp: @escaping @Sendable () -> Void) {
    guard writeEnd.load(ordering: .acquiring) < 0 else { return }
    var ends: [Int32] = [0, 0]
    guard pipe(&ends) == 0 else { return }
    // Not inherited by the processes `check` starts.
    for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
    let readEnd = ends[0]
    let thread = Thread {
      var number: Int32 = 0
      while true {
        let count = withUnsafeMutableBytes(of: &number) { read(readEnd, $0.baseAddress, $0.count) }
        if count == MemoryLayout<Int32>.size { break }
        if count < 0, errno == EINTR { continue }
        return
      }
      cleanUp()
      signal(number, SIG_DFL)
      var unblocked = sigset_t()
      sigemptyset(&unblocked)
      sigaddset(&unblocked, number)
      pthread_sigmask(SIG_UNBLOCK, &unblocked, nil)
      kill(getpid(), number)
    }
    thread.name = "tca-playground.termination"
    thread.start()
    writeEnd.store(ends[1], ordering: .releasing)
    for number in handled {
      var action = sigaction()
      action.__sigaction_handler.sa_handler = { TerminationSignals.deliver($0) }
      sigemptyset(&action.sa_mask)
      action.sa_flags = SA_RESTART
      sigaction(number, &action, nil)
    }
  }

  /// Hands `number` to the clean-up thread; runs in signal context, so it only writes to the
  /// pipe. Returns whether the thread was there to take it.
  @discardableResult
  static func deliver(_ number: Int32) -> Bool {
    let descriptor = writeEnd.load(ordering: .acquiring)
    guard descriptor >= 0 else { return false }
    var number = number
    return withUnsafeBytes(of: &number) { write(descriptor, $0.baseAddress, $0.count) } == MemoryLayout<Int32>.size
  }
}
