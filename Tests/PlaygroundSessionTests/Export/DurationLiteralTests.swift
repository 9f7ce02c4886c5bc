import Testing

@testable import PlaygroundSession

/// A `Duration` in an exported test, in the largest unit that spells it whole.
struct DurationLiteralTests {
  @Test(arguments: [
    (Duration.seconds(300), ".seconds(300)"),
    (.zero, ".seconds(0)"),
    (.milliseconds(1_250), ".milliseconds(1250)"),
    (.microseconds(3), ".microseconds(3)"),
    (.nanoseconds(7), ".nanoseconds(7)"),
  ])
  func spelledAsATestWritesIt(duration: Duration, source: String) {
    #expect(duration.swiftLiteral == source)
  }
}
