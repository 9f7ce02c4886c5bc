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
