import ComposableArchitecture
import Testing

@Suite struct SharedTests {
  @Test func copiesShareOneValue() {
    let shared = Shared(value: Tally())
    let copy = shared
    copy.withLock { $0.count += 1 }
    #expect(shared.wrappedValue.count == 1)
  }

  @Test func withLockReturnsTheOperationsResult() {
    let shared = Shared(value: Tally(count: 41))
    let next = shared.withLock { tally -> Int in
      tally.count += 1
      return tally.count
    }
    #expect(next == 42)
    #expect(shared.wrappedValue.count == 42)
  }

  @Test func readingInsideWithLockSeesTheValueBeforeTheChange() {
    let shared = Shared(value: Tally())
    shared.withLock {
      $0.count = 5
      $0.labels = [String(shared.wrappedValue.count)]
    }
    #expect(shared.wrappedValue == Tally(count: 5, labels: ["0"]))
  }

  @Test func derivedReferencesWriteThroughToTheParent() {
    let tally = Shared(value: Tally())
    let labels = tally.labels
    labels.withLock { _ = $0.insert("swift") }
    #expect(tally.wrappedValue.labels == ["swift"])
    tally.withLock { _ = $0.labels.insert("tca") }
    #expect(labels.wrappedValue == ["swift", "tca"])
  }

  /// Binding actions write through it, so it is tested although deprecated.
  @available(*, deprecated, message: "Tests the deprecated 'Shared' setter")
  @Test func theSetterWritesThroughWritableKeyPaths() {
    struct Form {
      @Shared var tally: Tally
    }
    var form = Form(tally: Shared(value: Tally()))
    let keyPath: WritableKeyPath<Form, Int> = \.tally.count
    form[keyPath: keyPath] = 7
    #expect(form.tally.count == 7)
    #expect(form.$tally.wrappedValue.count == 7)
  }

  @Test func equalityComparesValues() {
    #expect(Shared(value: Tally(count: 1)) == Shared(value: Tally(count: 1)))
    #expect(Shared(value: Tally(count: 1)) != Shared(value: Tally(count: 2)))
  }

  @Test func aDumpShowsTheValue() {
    let shared = Shared(value: Tally(count: 3))
    #expect(String(customDumping: shared) == """
      Tally(
        count: 3,
        labels: Set([])
      )
      """)
  }
}

/// swift-sharing's `Shared(_: Shared<Value?>)`, as SyncUps' tests use it:
/// `Shared($syncUps[id: id])`.
@Suite struct SharedUnwrappingTests {
  @Test func unwrapsAPresentValue() throws {
    let tallies = Shared(value: [1: Tally(count: 1)])
    let tally = try #require(Shared(tallies[1]))
    #expect(tally.wrappedValue == Tally(count: 1))
    tally.withLock { $0.count += 1 }
    #expect(tallies.wrappedValue[1]?.count == 2, "writes go through to the optional")
    tallies.withLock { $0[1]?.labels = ["x"] }
    #expect(tally.wrappedValue.labels == ["x"], "reads come from the optional")
  }

  @Test func isNilForAnAbsentValue() {
    let tallies = Shared(value: [Int: Tally]())
    #expect(Shared(tallies[1]) == nil)
  }

  @Test func keepsTheLastValueOnceTheOptionalIsNil() throws {
    let tallies = Shared(value: [1: Tally(count: 3)])
    let tally = try #require(Shared(tallies[1]))
    tallies.withLock { $0[1] = nil }
    #expect(tally.wrappedValue.count == 3)
    tally.withLock { $0.count = 4 }
    #expect(tally.wrappedValue.count == 4)
    #expect(tallies.wrappedValue[1] == nil, "a write does not bring the value back")
  }

  @Test func unwrapsAnIdentifiedArrayElement() throws {
    struct Item: Identifiable, Equatable {
      let id: Int
      var name: String
    }
    let items = Shared(value: IdentifiedArrayOf<Item>(uniqueElements: [Item(id: 7, name: "a")]))
    let item = try #require(Shared(items[id: 7]))
    item.withLock { $0.name = "b" }
    #expect(items.wrappedValue[id: 7]?.name == "b")
  }
}
