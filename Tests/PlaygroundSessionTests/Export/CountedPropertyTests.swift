import ComposableArchitecture
import Testing

@testable import Lessons
@testable import PlaygroundSession

/// A timer's ticks are told apart from other steps without reflection: only a step that adds
/// one to the integer the step before added one to, and changes nothing else, is one.
struct CountedPropertyTests {
  let first = Stopwatch.State(isRunning: true, seconds: 41)
  let second = Stopwatch.State(isRunning: true, seconds: 42)

  func property(from before: Stopwatch.State, to expected: Stopwatch.State) -> CountedProperty<Stopwatch.State>? {
    CountedProperty(before: ExportValue(before), expected: ExportValue(expected))
  }

  @Test func theNextTickCounts() throws {
    let counted = try #require(property(from: first, to: second))
    #expect(counted.counts(from: second, to: Stopwatch.State(isRunning: true, seconds: 43)))
  }

  @Test func aStepThatIsNotOneMoreDoesNotCount() throws {
    let counted = try #require(property(from: first, to: second))
    #expect(!counted.counts(from: second, to: Stopwatch.State(isRunning: true, seconds: 44)))
    #expect(!counted.counts(from: second, to: Stopwatch.State(isRunning: false, seconds: 43)))
    #expect(!counted.counts(from: second, to: second))
    let last = Stopwatch.State(isRunning: true, seconds: .max)
    #expect(!counted.counts(from: last, to: last))
  }

  @Test func onlyAStepThatAddsOneToOneTopLevelIntegerFindsAProperty() {
    #expect(property(from: first, to: Stopwatch.State(isRunning: false, seconds: 42)) == nil)
    #expect(property(from: second, to: first) == nil)
    // Not an `@ObservableState` struct: no key path to count with.
    #expect(CountedProperty<Plain>(before: ExportValue(Plain(count: 1)), expected: ExportValue(Plain(count: 2))) == nil)
    #expect(
      CountedProperty<Nested>(
        before: ExportValue(Nested(timer: first)), expected: ExportValue(Nested(timer: second))
      ) == nil
    )
  }

  struct Plain: Equatable {
    var count: Int
  }

  @ObservableState
  struct Nested: Equatable {
    var timer: Stopwatch.State
  }
}
