import Foundation
import PlaygroundTestSupport
import Testing

/// A session that ends in test mode ends its test: TestStore's report of what is left is
/// session output, on standard output, with no source paths, and a failed test fails the
/// process, as `swift test` does.
@Suite struct TestModeEndTests {
  static let startTimer = "send .startStopTapped { $0.isRunning = true }"
  static let stopTimer = "send .startStopTapped { $0.isRunning = false }"
  static let stillRunning = "✘ An effect returned for this action is still running. It must complete before the end of the test."

  @Test(arguments: ["quit\n", ""])
  func aTestLeftFailingExitsWithStatusOneAndReportsOnStandardOutput(ending: String) async throws {
    let folder = try TemporaryFolder()
    let result = try await Program.run(
      ["test", "timers", "--no-color"], in: folder.url, input: Self.startTimer + "\n" + ending
    )
    #expect(result.status == 1)
    #expect(result.output.contains("the test ends here; TestStore checks what is left:\n" + Self.stillRunning))
    #expect(result.errors.isEmpty)
  }

  @Test(arguments: ["quit\n", ""])
  func aTestThatPassedExitsWithStatusZero(ending: String) async throws {
    let folder = try TemporaryFolder()
    let result = try await Program.run(
      ["test", "timers", "--no-color"], in: folder.url, input: [Self.startTimer, Self.stopTimer, ending].joined(separator: "\n")
    )
    #expect(result.status == 0)
    #expect(!result.output.contains("✘"))
    #expect(result.errors.isEmpty)
  }

  @Test func aFailedAssertionOnTheWayFailsTheTest() async throws {
    let folder = try TemporaryFolder()
    let result = try await Program.run(
      ["test", "counter", "--no-color"], in: folder.url, input: "send .incrementButtonTapped\nquit\n"
    )
    #expect(result.status == 1)
  }

  @Test func aSessionThatLeftTestModeExitsWithStatusZero() async throws {
    let folder = try TemporaryFolder()
    let result = try await Program.run(
      ["test", "counter", "--no-color"], in: folder.url, input: "send .incrementButtonTapped\ntest off\nquit\n"
    )
    #expect(result.status == 0)
  }
}
