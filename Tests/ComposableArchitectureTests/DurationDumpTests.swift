import ComposableArchitecture
import CustomDump
import Testing

/// A `Duration` in state dumps as custom-dump prints it on Apple platforms, in words.
struct DurationDumpTests {
  @Test(arguments: [
    (Duration.seconds(300), "5 minutes"),
    (.seconds(60), "1 minute"),
    (.seconds(90), "1 minute, 30 seconds"),
    (.seconds(6), "6 seconds"),
    (.milliseconds(250), "250 milliseconds"),
    (.seconds(3_661), "1 hour, 1 minute, 1 second"),
    (.seconds(2 * 86_400), "2 days"),
    (.zero, "0 seconds"),
    (.seconds(-5), "-5 seconds"),
  ])
  func dumpsInWords(duration: Duration, words: String) {
    #expect(String(customDumping: duration) == words)
  }

  @Test func inAStateDiff() {
    struct Meeting: Equatable { var length: Duration }
    #expect(
      diff(Meeting(length: .seconds(60)), Meeting(length: .seconds(300)))
        == """
          - DurationDumpTests.Meeting(length: 1 minute)
          + DurationDumpTests.Meeting(length: 5 minutes)
          """
    )
  }
}
