import Foundation
import Glibc
import PlaygroundTerminal
import Testing

extension TerminalSignalTests {
  /// Installs the handler in the test process for good: from then on a Ctrl-C at the test
  /// runner only sets the flag, and a second one ends the run.
  @Suite struct InterruptSignalTests {
    @Test func aSIGINTIsReportedOnceByConsume() throws {
      InterruptSignal.install()
      InterruptSignal.install()  // a second install changes nothing
      _ = InterruptSignal.consume()
      #expect(!InterruptSignal.consume())
      try raiseSIGINT()
      #expect(InterruptSignal.consume())
      #expect(!InterruptSignal.consume())
    }

    /// Raises SIGINT on a fresh thread that does not block it, so the handler has run when
    /// `raise` returns (Swift concurrency's threads block every signal).
    private func raiseSIGINT() throws {
      let done = DispatchSemaphore(value: 0)
      Thread.detachNewThread {
        var signals = sigset_t()
        sigemptyset(&signals)
        sigaddset(&signals, SIGINT)
        pthread_sigmask(SIG_UNBLOCK, &signals, nil)
        raise(SIGINT)
        done.signal()
      }
      try #require(done.wait(timeout: .now() + 20) == .success)
    }
  }
}
