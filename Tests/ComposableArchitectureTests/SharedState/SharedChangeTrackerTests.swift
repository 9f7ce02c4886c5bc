import ComposableArchitecture
import Testing

/// A tracker recording everywhere, as the shell's does for one command, keeps the value from
/// before a change that a task started before it makes: an effect from an earlier command.
@MainActor
struct SharedChangeTrackerTests {
  struct Holder: Equatable {
    @Shared var count: Int

    init(_ count: Shared<Int>) { _count = count }
  }

  /// A task that adds one to `holder.count` each time `go` yields, started now.
  private func writer(_ holder: Holder) -> (task: Task<Void, Never>, go: AsyncStream<Void>.Continuation) {
    let (stream, go) = AsyncStream<Void>.makeStream()
    let task = Task { for await _ in stream { holder.$count.withLock { $0 += 1 } } }
    return (task, go)
  }

  @Test func recordingEverywhereKeepsAChangeFromATaskStartedBefore() async {
    let holder = Holder(Shared(value: 0))
    let before = holder
    let (task, go) = writer(holder)
    let tracker = SharedChangeTracker()
    tracker.startRecordingEverywhere()
    go.yield()
    go.finish()
    await task.value
    tracker.stopRecordingEverywhere()
    #expect(tracker.compare { before != holder })
    #expect(holder.count == 1)
  }

  @Test func afterItStopsItKeepsNothing() async {
    let holder = Holder(Shared(value: 0))
    let before = holder
    let tracker = SharedChangeTracker()
    tracker.startRecordingEverywhere()
    tracker.stopRecordingEverywhere()
    holder.$count.withLock { $0 += 1 }
    #expect(tracker.compare { before == holder })
  }
}
