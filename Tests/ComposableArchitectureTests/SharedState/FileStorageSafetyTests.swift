@_spi(Playground) import ComposableArchitecture
import Foundation
import Glibc
import PlaygroundTestSupport
import Testing

/// File storage and the files it must not block on, replace or overwrite unknowingly: a FIFO
/// or a device where the file should be, a change another process made, a number too large
/// for its type, and a held-back change that virtual time never writes.
@Suite struct FileStorageSafetyTests {
  @Test func aFIFOWhereTheFileShouldBeIsAnErrorNotAHang() throws {
    try withTemporaryFolder { folder throws in
      let file = folder.appending(path: "Documents/tally.json")
      try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      #expect(mkfifo(file.path, 0o600) == 0)
      let issues = IssueMessages()
      withIssueReporters([issues]) {
        inApp(dataDirectory: folder) {
          @Shared(.savedTally) var tally
          $tally.withLock { $0.count = 1 }
        }
      }
      #expect(issues.messages == [
        "Could not read \(file.path): it is not a regular file; the value stays at its default in memory and changes are not saved until it is reset, so what is stored is kept as it is"
      ])
      var status = stat()
      #expect(lstat(file.path, &status) == 0 && status.st_mode & S_IFMT == S_IFIFO, "still a FIFO")
    }
  }

  @Test func aSaveWritesThroughASymbolicLink() throws {
    try withTemporaryFolder { folder throws in
      let target = folder.appending(path: "real.json")
      let link = folder.appending(path: "Documents/tally.json")
      try FileManager.default.createDirectory(at: link.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(#"{"count": 1, "labels": []}"#.utf8).write(to: target)
      try FileManager.default.createSymbolicLink(at: link, withDestinationURL: target)
      inApp(dataDirectory: folder) {
        @Shared(.savedTally) var tally
        $tally.withLock { $0.count += 1 }
      }
      #expect(try String(contentsOf: target, encoding: .utf8).contains("\"count\" : 2"))
      #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == target.path)
    }
  }

  @Test func aNumberTooLargeForItsTypeIsNotCalledInvalidJSON() throws {
    try withTemporaryFolder { folder throws in
      let file = folder.appending(path: "Documents/tally.json")
      try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(#"{"count": 99999999999999999999999, "labels": []}"#.utf8).write(to: file)
      let issues = IssueMessages()
      withIssueReporters([issues]) {
        inApp(dataDirectory: folder) {
          @Shared(.savedTally) var tally
          _ = tally
        }
      }
      #expect(issues.messages == [
        "Could not load Tally from \(file.path): it is valid JSON, but a value in it does not fit its type, such as a number out of range; the value stays at its default in memory and changes are not saved until it is reset, so what is stored is kept as it is"
      ])
    }
  }

  /// Two processes on one file: last writer wins, as in swift-sharing, but never silently.
  @Test func aWriteOverAChangeItNeverLoadedIsReported() throws {
    try withTemporaryFolder { folder throws in
      let file = folder.appending(path: "Documents/tally.json")
      let issues = IssueMessages()
      withIssueReporters([issues]) {
        inApp(dataDirectory: folder) {
          @Shared(.savedTally) var tally
          $tally.withLock { $0.count = 1 }
          // Another process writes, and this one writes again before it looks.
          try? Data(#"{"count": 7, "labels": []}"#.utf8).write(to: file)
          $tally.withLock { $0.count = 2 }
          $tally.withLock { $0.count = 3 }
        }
      }
      #expect(issues.messages == [
        "\(file.path) changed outside this process since it was last read; this write replaces that change"
      ])
      #expect(try String(contentsOf: file, encoding: .utf8).contains("\"count\" : 3"))
    }
  }

  /// Virtual time may never move on; a held change reaches the disk after a real second all
  /// the same, and the session still sees it held.
  @Test func aHeldChangeIsWrittenWithinARealSecond() async throws {
    let folder = try TemporaryFolder()
    let file = folder.url.appending(path: "Documents/tally.json")
    let never: @Sendable (Duration, @escaping @Sendable () -> Void) -> Void = { _, _ in }
    try await withDependencies {
      $0.dataDirectory = folder.url
      $0.defaultFileStorage = .fileSystem.scheduling(never)
      $0.persistentReferences = PersistentReferences()
    } operation: {
      @Shared(.savedTally) var tally
      $tally.withLock { $0.count = 1 }
      $tally.withLock { $0.count = 2 }
      #expect(try String(contentsOf: file, encoding: .utf8).contains("\"count\" : 1"))
      // A bounded poll: the backstop writes about a second after the change.
      var written = false
      for _ in 0..<200 where !written {
        try await Task.sleep(for: .milliseconds(50))
        written = (try? String(contentsOf: file, encoding: .utf8))?.contains("\"count\" : 2") == true
      }
      #expect(written)
      @Dependency(\.persistentReferences) var references
      #expect(references.all.first?.hasPendingSave == true, "still held, as far as the session can tell")
    }
  }

  @Test func everyHeldChangeIsWrittenWhenTheProcessIsAboutToEnd() throws {
    try withTemporaryFolder { folder throws in
      let file = folder.appending(path: "Documents/tally.json")
      let never: @Sendable (Duration, @escaping @Sendable () -> Void) -> Void = { _, _ in }
      withDependencies {
        $0.dataDirectory = folder
        $0.defaultFileStorage = FileStorage.fileSystem.scheduling(never)
        $0.persistentReferences = PersistentReferences()
      } operation: {
        @Shared(.savedTally) var tally
        $tally.withLock { $0.count = 1 }
        $tally.withLock { $0.count = 5 }
        FileStorage.writeHeldChangesNow()
        #expect((try? String(contentsOf: file, encoding: .utf8))?.contains("\"count\" : 5") == true)
      }
    }
  }
}
