import ComposableArchitecture
import ConcurrencyExtras
import Foundation
import Testing

/// File storage writes as swift-sharing's does: the first change at once, the latest of the
/// changes in the next second when it ends; and it picks up a file changed outside the app.
@Suite struct FileStorageWritesTests {
  /// The ends of write windows, run when the test says a second has passed.
  final class Seconds: Sendable {
    private let pending = LockIsolated<[@Sendable () -> Void]>([])

    var count: Int { pending.value.count }

    func schedule(_ delay: Duration, _ work: @escaping @Sendable () -> Void) {
      #expect(delay == .seconds(1))
      pending.withValue { $0.append(work) }
    }

    func pass() {
      let due = pending.withValue { pending in
        defer { pending = [] }
        return pending
      }
      for work in due { work() }
    }
  }

  /// Runs `body` as an app with `@Shared(.savedTally)` in file storage in a fresh folder, whose
  /// write windows end when `seconds` says so, with the app's references.
  func withSavedTally(
    _ body: (Shared<Tally>, URL, Seconds, PersistentReferences) throws -> Void
  ) throws {
    try withTemporaryFolder { folder throws in
      let seconds = Seconds()
      let references = PersistentReferences()
      try withDependencies {
        $0.dataDirectory = folder
        $0.defaultFileStorage = .fileSystem.scheduling(seconds.schedule)
        $0.persistentReferences = references
      } operation: {
        try body(Shared(.savedTally), folder, seconds, references)
      }
    }
  }

  func savedCount(_ folder: URL) throws -> Int {
    try JSONDecoder().decode(Tally.self, from: Data(contentsOf: folder.appending(path: "Documents/tally.json"))).count
  }

  @Test func theFirstChangeIsWrittenAtOnceAndTheLatestOfTheNextSecondWhenItEnds() throws {
    try withSavedTally { tally, folder, seconds, references throws in
      tally.withLock { $0.count = 1 }
      #expect(try savedCount(folder) == 1)
      #expect(seconds.count == 1, "the write opened a one-second window")

      tally.withLock { $0.count = 2 }
      tally.withLock { $0.count = 3 }
      #expect(try savedCount(folder) == 1, "held back")
      #expect(references.all.first?.hasPendingSave == true)

      seconds.pass()
      #expect(try savedCount(folder) == 3, "the latest, once the second ended")
      #expect(references.all.first?.hasPendingSave == false)

      tally.withLock { $0.count = 4 }
      #expect(try savedCount(folder) == 4, "after a quiet second, at once again")
    }
  }

  @Test func aSecondWithNoFurtherChangeWritesNothing() throws {
    try withSavedTally { tally, folder, seconds, references throws in
      tally.withLock { $0.count = 1 }
      try FileManager.default.removeItem(at: folder.appending(path: "Documents/tally.json"))
      seconds.pass()
      #expect(!FileManager.default.fileExists(atPath: folder.appending(path: "Documents/tally.json").path))
    }
  }

  @Test func flushingWritesTheHeldChangeNow() throws {
    try withSavedTally { tally, folder, seconds, references throws in
      tally.withLock { $0.count = 1 }
      tally.withLock { $0.count = 2 }
      references.all.forEach { $0.flushPendingSave() }
      #expect(try savedCount(folder) == 2)
      #expect(references.all.first?.hasPendingSave == false)
      seconds.pass()
      #expect(try savedCount(folder) == 2)
    }
  }

  @Test func aFileChangedOutsideIsReloadedOnceAndShowsAsAChange() throws {
    try withSavedTally { tally, folder, seconds, references throws in
      tally.withLock { $0.count = 1 }
      #expect(references.all.first?.reloadIfChangedOutside() == false, "its own write is no outside change")

      let file = folder.appending(path: "Documents/tally.json")
      try Data(#"{"count": 7, "labels": []}"#.utf8).write(to: file)
      struct Holder: Equatable {
        @Shared(.savedTally) var tally
      }
      let holder = Holder()
      var reloaded = false
      let difference = _sharedChangeDiff(in: holder) {
        reloaded = references.all.first?.reloadIfChangedOutside() == true
      }
      #expect(reloaded)
      #expect(tally.wrappedValue.count == 7)
      #expect(difference?.contains("-     count: 1,") == true)
      #expect(difference?.contains("+     count: 7,") == true)
      #expect(references.all.first?.reloadIfChangedOutside() == false, "only once")
      #expect(seconds.count == 1, "a reload writes nothing back")

      try FileManager.default.removeItem(at: file)
      #expect(references.all.first?.reloadIfChangedOutside() == true)
      #expect(tally.wrappedValue == Tally(), "a removed file reloads as the default")
    }
  }

  @Test func anOutsideChangeIsIgnoredWhileAWriteIsHeld() throws {
    try withSavedTally { tally, folder, seconds, references throws in
      tally.withLock { $0.count = 1 }
      tally.withLock { $0.count = 2 }
      try Data(#"{"count": 7, "labels": []}"#.utf8).write(to: folder.appending(path: "Documents/tally.json"))
      #expect(references.all.first?.reloadIfChangedOutside() == false)
      #expect(tally.wrappedValue.count == 2)
      let issues = IssueMessages()
      withIssueReporters([issues]) { seconds.pass() }
      #expect(try savedCount(folder) == 2, "the held write wins, as in swift-sharing")
      // But not silently: the change it replaced was never loaded.
      #expect(issues.messages == [
        "\(folder.appending(path: "Documents/tally.json").path) changed outside this process since it was last read; this write replaces that change"
      ])
    }
  }
}
