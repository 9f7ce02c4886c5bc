import ComposableArchitecture
import Foundation
import Testing

private enum Theme: String, Sendable {
  case light, dark
}

private enum Level: Int, Sendable {
  case beginner = 1, expert = 3
}

/// `.appStorage`: swift-sharing's tests set a value and read it back through `UserDefaults`;
/// here the store is the data folder's `app-storage.json`, so each test changes a value in one
/// launch and reads it in the next.
@Suite struct AppStorageKeyTests {
  /// Changes the value in one launch of the app and returns what the next launch loads.
  private func roundTrip<Value: Equatable & Sendable>(
    _ key: @escaping @autoclosure () -> AppStorageKey<Value>,
    default defaultValue: Value,
    change newValue: Value
  ) throws -> Value {
    try withTemporaryFolder { folder throws in
      inApp(dataDirectory: folder) {
        @Shared(key()) var value = defaultValue
        #expect(value == defaultValue)
        $value.withLock { $0 = newValue }
      }
      return inApp(dataDirectory: folder) {
        @Shared(key()) var value = defaultValue
        return value
      }
    }
  }

  @Test func bool() throws {
    #expect(try roundTrip(.appStorage("bool"), default: true, change: false) == false)
  }

  @Test func int() throws {
    #expect(try roundTrip(.appStorage("int"), default: 42, change: 1729) == 1729)
  }

  @Test func double() throws {
    #expect(try roundTrip(.appStorage("double"), default: 1.2, change: 3.4) == 3.4)
  }

  @Test func string() throws {
    #expect(try roundTrip(.appStorage("string"), default: "Blob", change: "Blob, Jr.") == "Blob, Jr.")
  }

  @Test func stringArray() throws {
    #expect(try roundTrip(.appStorage("stringArray"), default: ["Blob"], change: ["Blob", "Blob, Jr."]) == ["Blob", "Blob, Jr."])
  }

  @Test func url() throws {
    let tmp = URL(fileURLWithPath: "/tmp")
    #expect(try roundTrip(.appStorage("url"), default: URL(fileURLWithPath: "/dev"), change: tmp) == tmp)
  }

  @Test func optionalURL() throws {
    let dev: URL? = URL(fileURLWithPath: "/dev")
    #expect(try roundTrip(.appStorage("url"), default: dev, change: nil) == nil)
  }

  @Test func data() throws {
    #expect(try roundTrip(.appStorage("data"), default: Data([4, 2]), change: Data([1, 7, 2, 9])) == Data([1, 7, 2, 9]))
  }

  @Test func date() throws {
    let epoch = Date(timeIntervalSince1970: 0)
    #expect(try roundTrip(.appStorage("date"), default: Date(timeIntervalSinceReferenceDate: 0), change: epoch) == epoch)
  }

  @Test func rawRepresentable() throws {
    #expect(try roundTrip(.appStorage("theme"), default: Theme.light, change: .dark) == .dark)
    #expect(try roundTrip(.appStorage("level"), default: Level.beginner, change: .expert) == .expert)
    #expect(try roundTrip(.appStorage("theme"), default: Theme?.none, change: .dark) == .dark)
  }

  @Test func everyKeyLivesInOneJSONFileInTheDataFolder() throws {
    try withTemporaryFolder { folder throws in
      inApp(dataDirectory: folder) {
        @Shared(.appStorage("count")) var count = 0
        @Shared(.appStorage("theme")) var theme = Theme.light
        @Shared(.appStorage("name")) var name = "Blob"
        $count.withLock { $0 += 1 }
        $theme.withLock { $0 = .dark }
      }
      #expect(try contents(of: folder) == ["app-storage.json"], "a default is not written until it changes")
      #expect(
        try String(contentsOf: folder.appending(component: "app-storage.json"), encoding: .utf8) == """
          {
            "count" : 1,
            "theme" : "dark"
          }

          """
      )
    }
  }

  @Test func aValueOfAnotherTypeReadsAsMissingAsInUserDefaults() throws {
    try withTemporaryFolder { folder throws in
      inApp(dataDirectory: folder) {
        @Shared(.appStorage("setting")) var setting = "on"
        $setting.withLock { $0 = "off" }
      }
      inApp(dataDirectory: folder) {
        @Shared(.appStorage("setting")) var setting = false
        #expect(setting == false)
      }
    }
  }

  @Test func everySharedWithTheKeySharesOneReference() {
    withDependencies {
      $0.persistentReferences = PersistentReferences()
    } operation: {
      @Shared(.appStorage("count")) var a = 0
      @Shared(.appStorage("count")) var b = 0
      $a.withLock { $0 = 7 }
      #expect(b == 7)
    }
  }

  @Test func anUnreadableFileIsReportedAndKept() throws {
    try withTemporaryFolder { folder throws in
      let file = folder.appending(component: "app-storage.json")
      try Data("not json".utf8).write(to: file)
      let issues = IssueMessages()
      withIssueReporters([issues]) {
        inApp(dataDirectory: folder) {
          @Shared(.appStorage("count")) var count = 5
          #expect(count == 5)
        }
      }
      #expect(
        issues.messages == [
          "Could not load app storage from \(file.path): it is not a JSON object; the value stays at its default in memory and changes are not saved until it is reset, so what is stored is kept as it is"
        ]
      )
      #expect(try String(contentsOf: file, encoding: .utf8) == "not json")
    }
  }
}
