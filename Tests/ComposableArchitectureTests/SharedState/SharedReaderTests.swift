import ComposableArchitecture
import Testing

extension SharedReaderKey where Self == InMemoryKey<Tally>.Default {
  static var readerTally: Self {
    Self[.inMemory("readerTally"), default: Tally(count: 1)]
  }
}

/// A state that only reads a tally.
struct TallyReaderState: Equatable {
  @SharedReader var tally: Tally
}

@Suite struct SharedReaderTests {
  @Test func aReaderOfAValue() {
    @SharedReader(value: Tally(count: 3)) var tally
    #expect(tally.count == 3)
    #expect($tally.count.wrappedValue == 3, "$tally is the reader, and derives readers of its parts")
  }

  @Test func aReaderOfASharedSeesEveryChange() {
    let shared = Shared(value: Tally())
    let reader = SharedReader(shared)
    let count = reader.count
    shared.withLock { $0.count = 5 }
    #expect(reader.wrappedValue.count == 5)
    #expect(count.wrappedValue == 5)
  }

  @Test func aKeyedReaderSharesTheReferenceOfSharedWithTheSameKey() {
    withDependencies {
      $0.persistentReferences = PersistentReferences()
    } operation: {
      @SharedReader(.readerTally) var reader
      @Shared(.readerTally) var writer
      #expect(reader.count == 1, "the key's default")
      $writer.withLock { $0.count += 1 }
      #expect(reader.count == 2)
    }
  }

  @Test func aKeyedReaderStartsFromItsDefault() {
    withDependencies {
      $0.persistentReferences = PersistentReferences()
    } operation: {
      @SharedReader(.inMemory("number")) var number = 10
      let reader = $number
      #expect(number == 10)
      #expect(reader.wrappedValue == 10)
    }
  }

  @Test func aReaderPassedOnSharesItsReference() {
    struct Child {
      @SharedReader var tally: Tally
    }
    let shared = Shared(value: Tally())
    let child = Child(tally: SharedReader(shared))
    let grandchild = Child(tally: child.$tally)
    shared.withLock { $0.labels = ["a"] }
    #expect(grandchild.tally.labels == ["a"])
  }

  @Test func readersCompareAndDumpTheirValues() {
    let state = TallyReaderState(tally: SharedReader(value: Tally(count: 2)))
    #expect(state == TallyReaderState(tally: SharedReader(value: Tally(count: 2))))
    #expect(state != TallyReaderState(tally: SharedReader(value: Tally(count: 3))))
    #expect(
      String(customDumping: state) == """
        TallyReaderState(
          _tally: Tally(
            count: 2,
            labels: Set([])
          )
        )
        """
    )
  }
}
