import ComposableArchitecture
import Testing

extension SharedKey where Self == InMemoryKey<Tally> {
  static var tally: Self { inMemory("tally") }
}

@Suite struct InMemoryKeyTests {
  @Test func twoPropertiesWithTheSameKeyShareOneReference() {
    struct Counter { @Shared(.tally) var tally = Tally() }
    struct Profile { @Shared(.tally) var tally = Tally(count: 99) }
    let counter = Counter()
    let profile = Profile()
    counter.$tally.withLock { $0.count += 1 }
    #expect(profile.tally.count == 1, "the second default is not used: the reference exists")
  }

  @Test func differentKeysDoNotShare() {
    @Shared(.inMemory("a")) var a = 0
    @Shared(.inMemory("b")) var b = 0
    $a.withLock { $0 = 5 }
    #expect(b == 0)
  }

  @Test func eachSetOfReferencesIsItsOwnApp() {
    func launch() -> Int {
      withDependencies {
        $0.persistentReferences = PersistentReferences()
      } operation: {
        @Shared(.tally) var tally = Tally()
        $tally.withLock { $0.count += 1 }
        return tally.count
      }
    }
    #expect(launch() == 1)
    #expect(launch() == 1)
  }

  @Test func theSameIdWithAnotherValueTypeIsReportedAndNotShared() {
    let issues = IssueMessages()
    withIssueReporters([issues]) {
      @Shared(.inMemory("mixed")) var number = 1
      @Shared(.inMemory("mixed")) var text = "one"
      $text.withLock { $0 = "two" }
      #expect(number == 1)
    }
    #expect(issues.messages == [
      #".inMemory("mixed") is shared as Int, so it cannot also be shared as String; this reference is not shared"#
    ])
  }

  // Two tests that change the same key and expect its default: each test has its own
  // references, so neither sees the other's change, in any order or at once.
  @Test func isolatedFromOtherTestsA() {
    @Shared(.inMemory("isolation")) var count = 0
    #expect(count == 0)
    $count.withLock { $0 += 1 }
  }

  @Test func isolatedFromOtherTestsB() {
    @Shared(.inMemory("isolation")) var count = 0
    #expect(count == 0)
    $count.withLock { $0 += 1 }
  }
}

extension SharedKey where Self == InMemoryKey<Int>.Default {
  static var seededCount: Self { Self[.inMemory("seededCount"), default: 1] }
}

extension InMemoryKeyTests {
  /// A test seeds a key that has a default, as SyncUps' tests write
  /// `@Shared(.syncUps) var syncUps = [syncUp]`: the value written wins over the key's default.
  @Test func aKeyWithADefaultStartsFromTheValueWritten() {
    @Shared(.seededCount) var seeded = 5
    #expect(seeded == 5)
    @Shared(.seededCount) var same
    #expect(same == 5, "one reference")
  }

  @Test func aKeyWithADefaultStartsFromItsDefault() {
    @Shared(.seededCount) var count
    #expect(count == 1)
  }
}
