/// A recorded endpoint's stream, as its listener reads it: each event is told to the recorder
/// as the listener takes it, and the stream's end once, however it ends.
///
/// The events are pulled in the listener's own task. A relay task of their own, as this was
/// before, cost every event more hops through the executor, and a sensor that runs all day
/// sends tens of thousands (docs/benchmarks.md, growth).
final class RecordedEvents<Element: Sendable, Failure: Error>: @unchecked Sendable {
  // Unchecked: only the listener's task calls `next()`, one call at a time, as an async
  // iterator is used; `deinit` runs once no one can.
  private var iterator: any AsyncIteratorProtocol<Element, Failure>
  private let call: Int
  private let recorder: any EndpointCallRecorder
  private var hasEnded = false

  init(_ iterator: any AsyncIteratorProtocol<Element, Failure>, _ call: Int, _ recorder: any EndpointCallRecorder) {
    self.iterator = iterator
    self.call = call
    self.recorder = recorder
  }

  func next() async throws(Failure) -> Element? {
    let event: Element?
    do {
      event = try await iterator.next(isolation: nil)
    } catch {
      end(error is CancellationError ? .cancelled : .threw(error))
      throw error
    }
    guard let event else {
      // A cancelled stream ends as if finished.
      end(Task.isCancelled ? .cancelled : .finished)
      return nil
    }
    recorder.yielded(call, event)
    return event
  }

  /// A listener that stops listening before the end, with `break`, drops the stream.
  deinit { end(.cancelled) }

  private func end(_ outcome: EndpointCallEnd) {
    guard !hasEnded else { return }
    hasEnded = true
    recorder.ended(call, outcome)
  }
}
