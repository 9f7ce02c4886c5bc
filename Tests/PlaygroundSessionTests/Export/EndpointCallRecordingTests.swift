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
      "send .dialTurned(60)", "send .switchOnTapped", "advance 3s",
      "dependency kettle failing", "send .switchOnTapped", "advance 1s",
      "dependency kettle slow", "send .switchOnTapped", "advance 2s", "send .switchOffTapped",
    ]
    for command in commands { _ = await playground.execute(command) }
    let calls = playground.host.export.session.endpointCalls
    func heat(era: Int, _ outcome: EndpointCall.Outcome) -> EndpointCall {
      EndpointCall(dependency: "kettle", era: era, endpoint: "heat", arguments: [ExportValue(60)], outcome: outcome)
    }
    // The starting mode is era 0; each switch starts the next, after the lesson's options.
    #expect(calls == [
      heat(era: 0, .returned(ExportValue("60 °C: warm, but too cool for tea."), after: .seconds(1))),
      heat(era: 1, .threw(ExportValue(KettleError()), type: "KettleError", after: .seconds(1))),
      heat(era: 2, .cancelled),
    ])
    await playground.host.tearDown()
  }

  @Test func aModeWithAnOverrideOfTCAsIsWrittenAsThatOverride() async throws {
    let playground = try Playground(lessons: allLessons, lessonID: "cancellation", sink: { _ in })
    for command in ["dependency kettle never", "send .switchOnTapped", "send .switchOffTapped"] {
      _ = await playground.execute(command)
    }
    let session = playground.host.export.session
    #expect(session.endpointCalls.map(\.outcome) == [.cancelled])
    let source = try TestSourceGenerator(lesson: playground.lesson, suiteName: "Tests").source(sessions: [session])
    #expect(source.contains("    store.dependencies.kettle.heat = { _ in try await Task.never() }\n"))
    #expect(!source.contains("KettleError"))
    await playground.host.tearDown()
  }

  /// The radio link's streams record their events, each after its wait; the office's reply,
  /// due with the transmission's answer but heard after it, comes after it in the test too.
  @Test func aLinksEventsAreRecordedAndTheReplyWaitsForTheTransmission() async throws {
    let playground = try Playground(lessons: allLessons, lessonID: "web-socket", sink: { _ in })
    let commands = [
      "send .powerButtonTapped", "advance 1s", #"send .draftChanged("Hi")"#, "send .transmitButtonTapped",
      "advance 2s", "send .powerButtonTapped",
    ]
    for command in commands { _ = await playground.execute(command) }
    let calls = playground.host.export.session.endpointCalls
    #expect(calls.map(\.endpoint) == ["tuneIn", "listen", "transmit"])
    #expect(calls[0].events == [EndpointCall.Event(value: ExportValue(HarbourRadio.Event.tunedIn), after: .seconds(1))])
    #expect(calls[0].outcome == .cancelled)
    #expect(calls[1].events == [
      EndpointCall.Event(value: ExportValue("Kittiwake, harbour office. Go ahead."), after: .zero),
      EndpointCall.Event(value: ExportValue("Say again, please. Over."), after: .seconds(2), afterOthers: true),
    ])
    #expect(calls[2].outcome == .returned(ExportValue(()), after: .seconds(2)))
    #expect(!calls[2].endsAfterOthers)
    await playground.host.tearDown()
  }

  /// The time-lapse camera's endpoints, of which only `shoot` can fail: each call is recorded
  /// in its order, and the export overrides each with its answer, `shoot` sending its frames and
  /// finishing when the stopped clip was saved, on the test's clock.
  @Test func theCamerasCallsAreOverriddenInTheSessionsOrder() async throws {
    let playground = try Playground(lessons: allLessons, lessonID: "time-lapse", sink: { _ in })
    let commands = [
      "send .shootButtonTapped", #"send \.shoot.onAppear"#, "advance 1.5s", #"send \.shoot.stopButtonTapped"#,
      "advance 0.25s",
    ]
    for command in commands { _ = await playground.execute(command) }
    let session = playground.host.export.session
    #expect(session.endpointCalls.map(\.endpoint) == ["requestAccess", "shoot", "stopShooting"])
    #expect(session.endpointCalls.map(\.outcome) == [
      .returned(ExportValue(true), after: .zero), .finished(after: .milliseconds(1750)),
      .returned(ExportValue(TimeInterval?.some(1.5) as Any), after: .zero),
    ])
    let source = try TestSourceGenerator(lesson: playground.lesson, suiteName: "Tests").source(sessions: [session])
    let overrides = [
      "$0.camera.requestAccess = { true }",
      "$0.camera.shoot = { _ in",
      "  return AsyncThrowingStream { continuation in",
      "    let task = Task {",
      "      try await clock.sleep(for: .seconds(1))",
      "      continuation.yield(1)",
      "      try await clock.sleep(for: .milliseconds(750))",
      "      continuation.finish()",
      "    }",
      "    continuation.onTermination = { _ in task.cancel() }",
      "  }",
      "}",
      "$0.camera.stopShooting = { 1.5 }",
    ]
    #expect(source.contains(overrides.map { "      " + $0 + "\n" }.joined()))
    #expect(!source.contains("simulated"))
    await playground.host.tearDown()
  }

  /// Two clips: `stopShooting`, which cannot throw, answers each stop in its turn, the last
  /// for any call after it, as a closure that cannot throw has no `Task.never()`.
  @Test func aCameraEndpointThatCannotThrowAnswersEveryCall() async throws {
    let playground = try Playground(lessons: allLessons, lessonID: "time-lapse", sink: { _ in })
    func clip(_ length: String) -> [String] {
      ["send .shootButtonTapped", #"send \.shoot.onAppear"#, "advance \(length)", #"send \.shoot.stopButtonTapped"#, "advance 0.25s"]
    }
    for command in clip("1.5s") + clip("2s") {
      _ = await playground.execute(command)
    }
    let session = playground.host.export.session
    let source = try TestSourceGenerator(lesson: playground.lesson, suiteName: "Tests").source(sessions: [session])
    let stopShooting = ["  switch call {", "  case 1:", "    return 1.5", "  default:", "    return 2.0", "  }"]
    #expect(source.contains(stopShooting.map { "      " + $0 + "\n" }.joined()))
    await playground.host.tearDown()
  }
}

/// Which answers and events wait once more in the test: one due at the same instant as
/// another call's, heard after it though its wait began first.
struct EndpointCallOrderTests {
  /// A log timed by its own virtual clock.
  static func log() -> (EndpointCallLog, VirtualClock) {
    let clock = VirtualClock()
    let log = EndpointCallLog()
    log.attach(clock)
    return (log, clock)
  }

  @Test func anEventHeardAfterOneWhoseWaitBeganLaterWaitsForIt() async {
    let (log, clock) = Self.log()
    let recorder = log.recorder(for: "webSocket", era: 0)
    let receive = recorder.called("receive", arguments: [])
    recorder.yielded(receive, "greeting")
    let send = recorder.called("send", arguments: [])
    await clock.base.advance(by: .milliseconds(500))
    recorder.ended(send, .returned(()))
    recorder.yielded(receive, "echo")
    #expect(log.recorded[0].events.map(\.afterOthers) == [false, true])
    #expect(!log.recorded[1].endsAfterOthers)
  }

  /// Two downloads' progress at one instant, each heard in the order its wait began, and an
  /// event sent at once after another of its own stream: none waits once more.
  @Test func eventsHeardInTheOrderTheirWaitsBeganDoNotWait() async {
    let (log, clock) = Self.log()
    let recorder = log.recorder(for: "downloadClient", era: 0)
    let first = recorder.called("download", arguments: [])
    let second = recorder.called("download", arguments: [])
    await clock.base.advance(by: .seconds(1))
    recorder.yielded(first, 1.0)
    recorder.yielded(first, "data")
    recorder.yielded(second, 0.25)
    recorder.ended(first, .finished)
    #expect(log.recorded.flatMap(\.events).map(\.afterOthers) == [false, false, false])
    #expect(!log.recorded[0].endsAfterOthers)
  }
}

/// A stream that never ends, a sensor or a radio link, sends events for as long as the clock
/// moves: the log keeps each for the export, but orders a new one only against those of its
/// own instant, so each event costs the same however many came before (issue 39, item 10).
struct EndpointCallGrowthTests {
  @Test func aLongStreamKeepsOnlyItsLatestInstantForOrdering() async {
    let (log, clock) = EndpointCallOrderTests.log()
    let recorder = log.recorder(for: "feederSensor", era: 0)
    let sensor = recorder.called("landings", arguments: [])
    for _ in 1...1_000 {
      await clock.base.advance(by: .seconds(1))
      recorder.yielded(sensor, "sparrow")
    }
    #expect(log.happeningsKeptForOrder == 1)
    #expect(log.recorded[0].events.count == 1_000)
    #expect(log.recorded[0].events.last == EndpointCall.Event(value: ExportValue("sparrow"), after: .seconds(1_000)))
  }

  /// Events of two streams at one instant are all kept until the clock moves on.
  @Test func theEventsOfOneInstantAreKeptUntilTheClockMoves() async {
    let (log, clock) = EndpointCallOrderTests.log()
    let recorder = log.recorder(for: "feederSensor", era: 0)
    let first = recorder.called("landings", arguments: [])
    let second = recorder.called("landings", arguments: [])
    await clock.base.advance(by: .seconds(1))
    recorder.yielded(first, "robin")
    recorder.yielded(second, "wren")
    #expect(log.happeningsKeptForOrder == 2)
    await clock.base.advance(by: .seconds(1))
    recorder.yielded(first, "robin")
    #expect(log.happeningsKeptForOrder == 1)
  }
}
