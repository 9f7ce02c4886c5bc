import ConcurrencyExtras
import Testing

@testable import PlaygroundSession

/// A lesson's memo keeps what the engine works out from it, so its tutorial is parsed once.
@Suite struct LessonMemoTests {
  @Test func makesEachValueOnceAndKeepsIt() {
    let memo = LessonMemo()
    let made = LockIsolated(0)
    for _ in 1...3 {
      #expect(memo.value { made.withValue { $0 += 1 }; return "parsed" } == "parsed")
    }
    #expect(made.value == 1)
  }

  /// A lesson without a tutorial keeps `nil`, rather than looking for one on every ask.
  @Test func keepsANilOptionalAsMade() {
    let memo = LessonMemo()
    let made = LockIsolated(0)
    for _ in 1...2 {
      let value: String? = memo.value { made.withValue { $0 += 1 }; return nil }
      #expect(value == nil)
    }
    #expect(made.value == 1)
  }

  /// Values of different types are kept apart.
  @Test func keepsOneValueOfEachType() {
    let memo = LessonMemo()
    #expect(memo.value { 1 } == 1)
    #expect(memo.value { "one" } == "one")
    #expect(memo.value { 2 } == 1)
  }
}
