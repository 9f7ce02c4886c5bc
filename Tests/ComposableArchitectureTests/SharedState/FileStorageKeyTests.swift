import ComposableArchitecture
import Foundation
import Testing

extension SharedKey where Self == FileStorageKey<Tally>.Default {
  static var savedTally: Self {
    Self[.fileStorage(.documentsDirectory.appending(component: "tally.json")), default: Tally()]
  }
}

@Suite struct FileStorageKeyTests {
  @Test func aChangeIsSavedAndTheNextLaunchLoadsIt() throws {
    try withTemporaryFolder { folder throws in
      inApp(dataDirectory: folder) {
        @Shared(.savedTally) var tally
        $tally.withLock { $0.count = 2 }
      }
      let file = folder.appending(path: "Documents/tally.json")
      #expect(try String(contentsOf: file, encoding: .utf8) == """
        {
          "count" : 2,
          "labels" : [

          ]
        }

        """)
      inApp(dataDirectory: folder) {
        @Shared(.savedTally) var tally
        #expect(tally == Tally(count: 2))
      }
    }
  }

  @Test func temporaryFilesOfKilledSessionsAreRemovedOnTheNextLoad() throws {
    try withTemporaryFolder { folder throws in
      let documents = folder.appending(path: "Documents")
      try FileManager.default.createDirectory(at: documents, withIntermediateDirectories: true)
      // A process that has ended: the temporary file it left is stale.
      let ended = Process()
      ended.executableURL = URL(fileURLWithPath: "/bin/true")
      try ended.run()
      ended.waitUntilExit()
      let stale = ".tally.json.\(ended.processIdentifier).tmp"
      let live = ".tally.json.\(getppid()).tmp"
      let unrelated = ".other.json.\(ended.processIdentifier).tmp"
      for name in [stale, live, unrelated] {
        try Data("{\"cou".utf8).write(to: documents.appending(component: name))
      }
      inApp(dataDirectory: folder) {
        @Shared(.savedTally) var tally
        #expect(tally == Tally())
      }
      #expect(try contents(of: documents) == [live, unrelated].sorted())
    }
  }

  @Test func nothingIsWrittenUntilTheValueChanges() throws {
    try withTemporaryFolder { folder throws in
      inApp(dataDirectory: folder) {
        @Shared(.savedTally) var tally
        #expect(tally == Tally())
      }
      #expect(try contents(of: folder) == [])
    }
  }

  @Test func aSaveReplacesTheWholeFileAndLeavesNoTemporaryFile() throws {
    try withTemporaryFolder { folder throws in
      let documents = folder.appending(component: "Documents")
      try FileManager.default.createDirectory(at: documents, withIntermediateDirectories: true)
      let file = documents.appending(component: "tally.json")
      let longer = #"{"count": 1, "labels": ["a long label that makes this file longer than the next one"]}"#
      try Data(longer.utf8).write(to: file)
      let inode = try FileManager.default.attributesOfItem(atPath: file.path)[.systemFileNumber] as? Int

      inApp(dataDirectory: folder) {
        @Shared(.savedTally) var tally
        #expect(tally.count == 1)
        $tally.withLock { $0 = Tally(count: 5) }
      }

      let saved = try JSONDecoder().decode(Tally.self, from: Data(contentsOf: file))
      #expect(saved == Tally(count: 5))
      #expect(try contents(of: documents) == ["tally.json"])
      let newInode = try FileManager.default.attributesOfItem(atPath: file.path)[.systemFileNumber] as? Int
      #expect(inode != newInode, "the file is replaced by a rename, not rewritten in place")
    }
  }

  @Test func aCorruptFileIsReportedWithItsPathAndNeverOverwritten() throws {
    try withTemporaryFolder { folder throws in
      let file = folder.appending(path: "Documents/tally.json")
      try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data("{ not json".utf8).write(to: file)
      let issues = IssueMessages()

      let failure = withIssueReporters([issues]) {
        inApp(dataDirectory: folder) {
          @Shared(.savedTally) var tally
          $tally.withLock { $0.count += 1 }
          #expect(tally.count == 1, "changes are kept in memory")
          @Dependency(\.persistentReferences) var references
          return references.all.first?.loadFailure
        }
      }

      #expect(issues.messages == [
        "Could not load Tally from \(file.path): it is not valid JSON; the value stays at its default in memory and changes are not saved until it is reset, so what is stored is kept as it is"
      ])
      #expect(failure != nil)
      #expect(try String(contentsOf: file, encoding: .utf8) == "{ not json")
    }
  }

  @Test func anUnreadableFileIsReportedWithTheSystemsReason() throws {
    try withTemporaryFolder { folder throws in
      let file = folder.appending(path: "Documents/tally.json")
      try FileManager.default.createDirectory(at: file, withIntermediateDirectories: true)
      let issues = IssueMessages()
      withIssueReporters([issues]) {
        inApp(dataDirectory: folder) {
          @Shared(.savedTally) var tally
          $tally.withLock { $0.count = 1 }
        }
      }
      #expect(issues.messages == [
        "Could not read \(file.path): Is a directory; the value stays at its default in memory and changes are not saved until it is reset, so what is stored is kept as it is"
      ])
      #expect(try contents(of: file) == [], "nothing was written in its place")
    }
  }

  @Test func decodingErrorsNameTheFieldAtFault() throws {
    try withTemporaryFolder { folder throws in
      let file = folder.appending(path: "Documents/tally.json")
      try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      let issues = IssueMessages()
      for json in [#"{"count": "two", "labels": []}"#, #"{"labels": []}"#, ""] {
        try Data(json.utf8).write(to: file)
        withIssueReporters([issues]) {
          inApp(dataDirectory: folder) {
            @Shared(.savedTally) var tally
          }
        }
      }
      let reasons = issues.messages.map { $0.components(separatedBy: ": ")[1].components(separatedBy: ";")[0] }
      #expect(reasons == ["the value at 'count' is not Int", "it has no value for 'count'", "it is empty"])
    }
  }

  @Test func resettingSetsTheUnreadableFileAsideAndStartsFromTheDefault() throws {
    try withTemporaryFolder { folder throws in
      let documents = folder.appending(component: "Documents")
      let file = documents.appending(component: "tally.json")
      try FileManager.default.createDirectory(at: documents, withIntermediateDirectories: true)
      try Data("garbage".utf8).write(to: file)
      try Data("older garbage".utf8).write(to: documents.appending(component: "tally.json.corrupt"))

      let backup = try withIssueReporters([IssueMessages()]) {
        try inApp(dataDirectory: folder) {
          @Shared(.savedTally) var tally
          @Dependency(\.persistentReferences) var references
          let reference = try #require(references.all.first)
          let backup = try reference.resetToDefault()
          #expect(reference.loadFailure == nil)
          $tally.withLock { $0.count = 3 }
          return backup
        }
      }

      #expect(backup?.lastPathComponent == "tally.json.corrupt-2")
      #expect(try contents(of: documents) == ["tally.json", "tally.json.corrupt", "tally.json.corrupt-2"])
      #expect(try String(contentsOf: documents.appending(component: "tally.json.corrupt-2"), encoding: .utf8) == "garbage")
      #expect(try String(contentsOf: documents.appending(component: "tally.json.corrupt"), encoding: .utf8) == "older garbage")
      #expect(try JSONDecoder().decode(Tally.self, from: Data(contentsOf: file)) == Tally(count: 3))
    }
  }

  @Test func anUnwritableFolderIsReportedOnSave() throws {
    try withTemporaryFolder { folder throws in
      // A file where the Documents folder should be: nothing can be written inside it.
      try Data().write(to: folder.appending(component: "Documents"))
      let issues = IssueMessages()
      withIssueReporters([issues]) {
        inApp(dataDirectory: folder) {
          @Shared(.savedTally) var tally
          $tally.withLock { $0.count = 1 }
          #expect(tally.count == 1)
        }
      }
      #expect(issues.messages.count == 1)
      #expect(issues.messages == ["Could not save Tally to \(folder.path)/Documents/tally.json: File exists"])
    }
  }

  @Test func testsGetAnInMemoryFileSystem() {
    @Shared(.savedTally) var tally
    $tally.withLock { $0.count = 8 }
    @Dependency(\.persistentReferences) var references
    let file = references.all.first?.key.file
    #expect(file.map { FileManager.default.fileExists(atPath: $0.path) } == false)
  }
}
