import Foundation
import Testing

@testable import Lessons
@testable import PlaygroundSession

/// A session records each call of a dependency's endpoints: the mode it was made in, its
/// arguments, and what it answered, when, on the virtual clock.
@MainActor
struct EndpointCallRecordingTests {
  @Test func eachCallIsRecordedWithItsAnswerAndItsWait() async throws {
    let playground = try Playground(lessons: allLessons, lessonID: "cancellation", sink: { _ in })
    let commands = [
      "send .stepperChanged(7)", "send .factButtonTapped", "advance 3s",
      "dependency factClient failing", "send .factButtonTapped", "advance 1s",
      "dependency factClient slow", "send .factButtonTapped", "advance 2s", "send .cancelButtonTapped",
    ]
    for command in commands { _ = await playground.execute(command) }
    let calls = playground.host.export.session.endpointCalls
    func fetch(era: Int, _ outcome: EndpointCall.Outcome) -> EndpointCall {
      EndpointCall(dependency: "factClient", era: era, endpoint: "fetch", arguments: [ExportValue(7)], outcome: outcome)
    }
    // The starting mode is era 0; each switch starts the next, after the lesson's options.
    #expect(calls == [
      fetch(era: 0, .returned(ExportValue("7 is a prime number."), after: .seconds(1))),
      fetch(era: 1, .threw(ExportValue(FactError()), type: "FactError", after: .seconds(1))),
      fetch(era: 2, .cancelled),
    ])
    await playground.host.tearDown()
  }

  @Test func aModeWithAnOverrideOfTCAsIsWrittenAsThatOverride() async throws {
    let playground = try Playground(lessons: allLessons, lessonID: "cancellation", sink: { _ in })
    for command in ["dependency factClient never", "send .factButtonTapped", "send .cancelButtonTapped"] {
      _ = await playground.execute(command)
    }
    let session = playground.host.export.session
    #expect(session.endpointCalls.map(\.outcome) == [.cancelled])
    let source = try TestSourceGenerator(lesson: playground.lesson, suiteName: "Tests").source(sessions: [session])
    #expect(source.contains("    store.dependencies.factClient.fetch = { _ in try await Task.never() }\n"))
    #expect(!source.contains("FactError"))
    await playground.host.tearDown()
  }

  /// The voice-memos recorder's endpoints, of which only `startRecording` can throw: each call
  /// is recorded in its order, and the export overrides each with its answer, `startRecording`
  /// answering when the stopped recording's file was written, on the test's clock.
  @Test func theRecordersCallsAreOverriddenInTheSessionsOrder() async throws {
    let playground = try Playground(lessons: allLessons, lessonID: "voice-memos", sink: { _ in })
    let commands = [
      "send .recordButtonTapped", #"send \.recordingMemo.onTask"#, "advance 1.5s", #"send \.recordingMemo.stopButtonTapped"#,
      "advance 0.1s",
    ]
    for command in commands { _ = await playground.execute(command) }
    let session = playground.host.export.session
    #expect(session.endpointCalls.map(\.endpoint) == ["requestRecordPermission", "startRecording", "currentTime", "stopRecording"])
    #expect(session.endpointCalls.map(\.outcome) == [
      .returned(ExportValue(true), after: .zero), .returned(ExportValue(true), after: .milliseconds(1600)),
      .returned(ExportValue(TimeInterval?.some(1.5) as Any), after: .zero), .returned(ExportValue(()), after: .zero),
    ])
    let source = try TestSourceGenerator(lesson: playground.lesson, suiteName: "Tests").source(sessions: [session])
    let overrides = [
      "$0.audioRecorder.currentTime = { 1.5 }",
      "$0.audioRecorder.requestRecordPermission = { true }",
      "$0.audioRecorder.startRecording = { _ in",
      "  try await clock.sleep(for: .milliseconds(1600))",
      "  return true",
      "}",
      "$0.audioRecorder.stopRecording = {}",
    ]
    #expect(source.contains(overrides.map { "      " + $0 + "\n" }.joined()))
    #expect(!source.contains("simulated"))
    await playground.host.tearDown()
  }

  /// Two recordings: `currentTime`, which cannot throw, answers each stop in its turn, the
  /// last for any call after it, as a closure that cannot throw has no `Task.never()`.
  @Test func aRecorderEndpointThatCannotThrowAnswersEveryCall() async throws {
    let playground = try Playground(lessons: allLessons, lessonID: "voice-memos", sink: { _ in })
    func recording(_ length: String) -> [String] {
      ["send .recordButtonTapped", #"send \.recordingMemo.onTask"#, "advance \(length)", #"send \.recordingMemo.stopButtonTapped"#, "advance 0.1s"]
    }
    for command in recording("1.5s") + recording("2s") {
      _ = await playground.execute(command)
    }
    let session = playground.host.export.session
    let source = try TestSourceGenerator(lesson: playground.lesson, suiteName: "Tests").source(sessions: [session])
    let currentTime = ["  switch call {", "  case 1:", "    return 1.5", "  default:", "    return 2.0", "  }"]
    #expect(source.contains(currentTime.map { "      " + $0 + "\n" }.joined()))
    await playground.host.tearDown()
  }
}
