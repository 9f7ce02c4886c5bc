import Foundation

/// One dedicated thread that runs blocking work in order, the way the executable runs
/// `LineEditor.readLine`: start a read, type into the terminal, then collect the result.
final class EditorThread: @unchecked Sendable {
  struct Timeout: Error {}

  /// The result of work started on the thread.
  final class Pending<Value>: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    private var value: Value?

    fileprivate func finish(_ value: Value) {
      self.value = value
      done.signal()
    }

    /// Waits for the work to finish; the timeout only turns a hang into a failure.
    func result(timeout: Duration = PseudoTerminal.defaultTimeout) throws -> Value {
      let seconds = Double(timeout.components.seconds)
      guard done.wait(timeout: .now() + seconds) == .success, let value else { throw Timeout() }
      return value
    }
  }

  private let condition = NSCondition()
  private var jobs: [() -> Void] = []
  private var stopped = false
  private let finished = DispatchSemaphore(value: 0)

  init() {
    let thread = Thread { [self] in runJobs() }
    thread.start()
  }

  func start<Value>(_ work: @escaping () -> Value) -> Pending<Value> {
    let pending = Pending<Value>()
    condition.lock()
    jobs.append { pending.finish(work()) }
    condition.signal()
    condition.unlock()
    return pending
  }

  /// Lets the thread end once its queued work is done, and waits until it has.
  func stop() {
    condition.lock()
    stopped = true
    condition.signal()
    condition.unlock()
    _ = finished.wait(timeout: .now() + 20)
  }

  private func runJobs() {
    while true {
      condition.lock()
      while jobs.isEmpty && !stopped { condition.wait() }
      if jobs.isEmpty {
        condition.unlock()
        finished.signal()
        return
      }
      let job = jobs.removeFirst()
      condition.unlock()
      job()
    }
  }
}
