import Foundation
import Testing

@testable import Lessons
@testable import PlaygroundSession

/// The override of an endpoint, written from the calls a session made to it: it answers each
/// call as the session's client answered, after the same time on the test's clock.
struct EndpointOverrideTests {
  func call(_ arguments: any Sendable..., outcome: EndpointCall.Outcome?) -> EndpointCall {
    EndpointCall(
      dependency: "kettle", era: 0, endpoint: "heat", arguments: arguments.map { ExportValue($0) }, outcome: outcome
    )
  }

  func heat(_ calls: EndpointCall...) throws -> [String] {
    try EndpointOverride(dependency: "kettle", endpoint: "heat", parameters: ["celsius"], calls: calls).lines()
  }

  func ready(_ celsius: Int, after delay: Duration = .seconds(1)) -> EndpointCall.Outcome {
    .returned(ExportValue("Water at \(celsius) °C."), after: delay)
  }

  @Test func callsAnsweredAlikeAreOneAnswerAfterTheirWait() throws {
    #expect(try heat(call(1, outcome: ready(1)), call(1, outcome: ready(1))) == [
      "$0.kettle.heat = { _ in",
      "  try await clock.sleep(for: .seconds(1))",
      #"  return "Water at 1 °C.""#,
      "}",
    ])
    // At once: one expression, as TCA's tests write `{ _ in .mock }`.
    #expect(try heat(call(1, outcome: ready(1, after: .zero))) == [#"$0.kettle.heat = { _ in "Water at 1 °C." }"#])
  }

  @Test func callsAnsweredDifferentlyAreASwitchOverTheirArguments() throws {
    #expect(try heat(call(1, outcome: ready(1)), call(2, outcome: ready(2, after: .milliseconds(1500)))) == [
      "$0.kettle.heat = { celsius in",
      "  switch celsius {",
      "  case 1:",
      "    try await clock.sleep(for: .seconds(1))",
      #"    return "Water at 1 °C.""#,
      "  case 2:",
      "    try await clock.sleep(for: .milliseconds(1500))",
      #"    return "Water at 2 °C.""#,
      "  default:",
      "    return try await Task.never()",
      "  }",
      "}",
    ])
  }

  /// A call the feature cancelled waits in the test too: it answers as the same arguments did,
  /// or never, which needs a case of its own when other arguments answered.
  @Test func aCallThatNeverAnsweredWaitsUntilCancelled() throws {
    #expect(try heat(call(1, outcome: .cancelled), call(2, outcome: nil)) == [
      "$0.kettle.heat = { _ in try await Task.never() }"
    ])
    #expect(try heat(call(1, outcome: .cancelled), call(1, outcome: ready(1))).count == 4)
    #expect(try heat(call(1, outcome: ready(1)), call(2, outcome: .cancelled))[1] == "  switch celsius {")
  }

  @Test func errorsAreThrownAsTheirTypeBuildsThem() throws {
    let failure = EndpointCall.Outcome.threw(ExportValue(KettleError()), type: "KettleError", after: .seconds(1))
    #expect(try heat(call(1, outcome: failure)) == [
      "$0.kettle.heat = { _ in",
      "  try await clock.sleep(for: .seconds(1))",
      #"  throw KettleError(message: "The fuse tripped before the water was hot.")"#,
      "}",
    ])
    // A case of an enum needs its type where the error is `any Error`.
    let refused = EndpointCall(
      dependency: "membership", era: 0, endpoint: "signIn",
      arguments: [ExportValue("Kim"), ExportValue("first move")],
      outcome: .threw(ExportValue(MembershipError.notAMember), type: "MembershipError", after: .zero)
    )
    let signIn = EndpointOverride(
      dependency: "membership", endpoint: "signIn", parameters: ["name", "passphrase"], calls: [refused]
    )
    #expect(try signIn.lines() == ["$0.membership.signIn = { _, _ in throw MembershipError.notAMember }"])
  }

  /// An endpoint of no argument, such as `songRecognizer.permission`, is a closure of none.
  @Test func anEndpointOfNoArgumentIsAClosureOfNone() throws {
    let permission = EndpointCall(
      dependency: "songRecognizer", era: 0, endpoint: "permission", arguments: [],
      outcome: .returned(ExportValue(MicrophonePermission.granted), after: .zero)
    )
    let override = EndpointOverride(dependency: "songRecognizer", endpoint: "permission", parameters: [], calls: [permission])
    #expect(try override.lines() == ["$0.songRecognizer.permission = { .granted }"])
  }

  @Test func argumentsAnsweredInTwoWaysCannotBeOverridden() {
    #expect(throws: ExportError("kettle.heat answered the same arguments in two ways in one mode, so no override can answer as it did")) {
      try heat(call(1, outcome: ready(1)), call(1, outcome: ready(1, after: .seconds(5))))
    }
  }
}

/// A stream's override sends each event after the time it took, from a task the stream's end
/// cancels, as the playground's simulated streams do.
struct StreamingEndpointOverrideTests {
  func fetch(_ events: [(Downloader.Transfer, Duration)], _ outcome: EndpointCall.Outcome?, source: String = "https://audio.example.org/almanac/gulls.m4a") -> EndpointCall {
    EndpointCall(
      dependency: "downloader", era: 0, endpoint: "fetch", arguments: [ExportValue(URL(string: source)!)],
      events: events.map { EndpointCall.Event(value: ExportValue($0.0), after: $0.1) }, outcome: outcome
    )
  }

  func lines(_ calls: EndpointCall...) throws -> [String] {
    try EndpointOverride(dependency: "downloader", endpoint: "fetch", parameters: ["source"], streams: true, calls: calls)
      .lines()
  }

  @Test func eventsComeAtTheirTimesThenTheStreamEndsAsItDid() throws {
    let events: [(Downloader.Transfer, Duration)] = [(.progress(0.5), .seconds(1)), (.finished(bytes: 3), .seconds(1))]
    #expect(try lines(fetch(events, .finished(after: .seconds(3)))) == [
      "$0.downloader.fetch = { _ in",
      "  return AsyncThrowingStream { continuation in",
      "    let task = Task {",
      "      try await clock.sleep(for: .seconds(1))",
      "      continuation.yield(.progress(0.5))",
      "      continuation.yield(.finished(bytes: 3))",
      "      try await clock.sleep(for: .seconds(2))",
      "      continuation.finish()",
      "    }",
      "    continuation.onTermination = { _ in task.cancel() }",
      "  }",
      "}",
    ])
    let failed = fetch([], .threw(ExportValue(TransferError()), type: "TransferError", after: .seconds(3)))
    #expect(try lines(failed)[3...4] == [
      "      try await clock.sleep(for: .seconds(3))",
      #"      continuation.finish(throwing: TransferError(reason: "The connection dropped halfway through."))"#,
    ])
  }

  /// A transfer cancelled part-way stays open where it stopped; one of the same file that went
  /// further answers for both.
  @Test func aCancelledStreamStaysOpenWhereItStopped() throws {
    let cut = fetch([(.progress(0.25), .seconds(1))], .cancelled)
    #expect(try lines(cut)[4...5] == ["      continuation.yield(.progress(0.25))", "      try await Task.never()"])
    let whole = fetch([(.progress(0.25), .seconds(1)), (.progress(0.5), .seconds(2))], .finished(after: .seconds(2)))
    #expect(try lines(cut, whole) == lines(whole))
    #expect(try lines(whole, cut) == lines(whole))
    // Another file's transfer is a case of its own.
    #expect(try lines(whole, fetch([], nil, source: "https://audio.example.org/almanac/fog-season.m4a"))[1] == "  switch source {")
  }
}

/// A dependency that is itself a closure, as the lessons' `fetchNumber` and `screenshots` are,
/// whose own helpers the case study does not define: its override sets the whole dependency,
/// and a stream that never fails is an `AsyncStream` of the events' type.
struct WholeDependencyOverrideTests {
  @Test func theOverrideSetsTheDependencyItself() throws {
    let fetched = EndpointCall(
      dependency: "fetchNumber", era: 0, endpoint: "", arguments: [], outcome: .returned(ExportValue(224), after: .seconds(1))
    )
    #expect(try EndpointOverride(dependency: "fetchNumber", endpoint: "", parameters: [], calls: [fetched]).lines() == [
      "$0.fetchNumber = {",
      "  try await clock.sleep(for: .seconds(1))",
      "  return 224",
      "}",
    ])
  }

  @Test func signalsOfAStreamThatNeverFailsAreVoidEvents() throws {
    let screenshots = EndpointCall(
      dependency: "screenshots", era: 0, endpoint: "", arguments: [],
      events: [EndpointCall.Event(value: ExportValue(()), after: .seconds(2))], outcome: .cancelled
    )
    let override = EndpointOverride(
      dependency: "screenshots", endpoint: "", parameters: [], streams: true, streamElement: "Void", calls: [screenshots]
    )
    #expect(try override.lines() == [
      "$0.screenshots = {",
      "  return AsyncStream<Void> { continuation in",
      "    let task = Task {",
      "      try await clock.sleep(for: .seconds(2))",
      "      continuation.yield(())",
      "      try await Task.never()",
      "    }",
      "    continuation.onTermination = { _ in task.cancel() }",
      "  }",
      "}",
    ])
  }
}

/// An endpoint without arguments that answered differently, the live `fetchNumber` at other
/// times: each call answers in its turn.
struct CallOrderOverrideTests {
  func fetched(_ number: Int?) -> EndpointCall {
    EndpointCall(
      dependency: "fetchNumber", era: 0, endpoint: "", arguments: [],
      outcome: number.map { .returned(ExportValue($0), after: .seconds(1)) } ?? .cancelled
    )
  }

  @Test func eachCallAnswersInItsTurn() throws {
    let override = EndpointOverride(dependency: "fetchNumber", endpoint: "", parameters: [], calls: [fetched(224), fetched(nil), fetched(7)])
    #expect(try override.lines() == [
      "$0.fetchNumber = { [calls = LockIsolated(0)] in",
      "  let call = calls.withValue { count in",
      "    count += 1",
      "    return count",
      "  }",
      "  switch call {",
      "  case 1:",
      "    try await clock.sleep(for: .seconds(1))",
      "    return 224",
      "  case 2:",
      "    return try await Task.never()",
      "  case 3:",
      "    try await clock.sleep(for: .seconds(1))",
      "    return 7",
      "  default:",
      "    return try await Task.never()",
      "  }",
      "}",
    ])
    // Calls answered alike, one cancelled, are one answer.
    let alike = EndpointOverride(dependency: "fetchNumber", endpoint: "", parameters: [], calls: [fetched(224), fetched(nil), fetched(224)])
    #expect(try alike.lines().count == 4)
  }
}

/// The harbour radio's endpoints, whose arguments the override leaves out (parameters `_`): the calls are
/// told apart by their order, and the streams, which never fail, are `AsyncStream`s whose
/// events the endpoint's type names.
struct UnspelledArgumentsOverrideTests {
  func call(_ endpoint: String, events: [EndpointCall.Event] = [], _ outcome: EndpointCall.Outcome?, endsAfterOthers: Bool = false) -> EndpointCall {
    // Arguments that differ, which the override never names.
    EndpointCall(
      dependency: "harbourRadio", era: 0, endpoint: endpoint, arguments: [ExportValue(UUID().uuidString)], events: events,
      outcome: outcome, endsAfterOthers: endsAfterOthers
    )
  }

  /// An override's first lines where it counts the calls: `head`, then the count and the
  /// `switch` over it.
  static func countingCalls(_ head: String) -> [String] {
    [head, "  let call = calls.withValue { count in", "    count += 1", "    return count", "  }", "  switch call {"]
  }

  func send(_ calls: EndpointCall...) throws -> [String] {
    try EndpointOverride(dependency: "harbourRadio", endpoint: "transmit", parameters: ["_", "_"], calls: calls).lines()
  }

  @Test func callsAnsweredDifferentlyAnswerInTheirTurn() throws {
    let echoed = call("transmit", .returned(ExportValue(()), after: .milliseconds(500)))
    let refused = call("transmit", .threw(ExportValue(OffAir()), type: "OffAir", after: .zero))
    #expect(try send(echoed, refused) == Self.countingCalls("$0.harbourRadio.transmit = { [calls = LockIsolated(0)] _, _ in") + [
      "  case 1:",
      "    try await clock.sleep(for: .milliseconds(500))",
      "  case 2:",
      "    throw OffAir()",
      "  default:",
      "    return try await Task.never()",
      "  }",
      "}",
    ])
    // `Void` at once is no statement: `break` in a case, an empty closure alone.
    let pinged = call("radioCheck", .returned(ExportValue(()), after: .zero))
    #expect(try send(pinged, refused)[7] == "    break")
    #expect(try send(pinged, pinged) == ["$0.harbourRadio.transmit = { _, _ in }"])
    // Alike, though their arguments differ: one answer.
    #expect(try send(echoed, echoed) == ["$0.harbourRadio.transmit = { _, _ in", "  try await clock.sleep(for: .milliseconds(500))", "}"])
  }

  @Test func streamsAnswerInTheirTurnAndWaitForWhatCameFirst() throws {
    let opened = EndpointCall.Event(value: ExportValue(HarbourRadio.Event.tunedIn), after: .seconds(1))
    let refused = EndpointCall.Event(
      value: ExportValue(HarbourRadio.Event.lost(reason: "No answer.")), after: .seconds(1),
      afterOthers: true
    )
    // The first link stayed on air until the feature cancelled it; the second was lost.
    let open = EndpointOverride(
      dependency: "harbourRadio", endpoint: "tuneIn", parameters: ["_", "_", "_"], streams: true, streamElement: "",
      calls: [call("tuneIn", events: [opened], .cancelled), call("tuneIn", events: [refused], .finished(after: .seconds(1)))]
    )
    #expect(try open.lines() == Self.countingCalls("$0.harbourRadio.tuneIn = { [calls = LockIsolated(0)] _, _, _ in") + [
      "  case 1:",
      "    return AsyncStream { continuation in",
      "      let task = Task {",
      "        try await clock.sleep(for: .seconds(1))",
      "        continuation.yield(.tunedIn)",
      "        try await Task.never()",
      "      }",
      "      continuation.onTermination = { _ in task.cancel() }",
      "    }",
      "  case 2:",
      "    return AsyncStream { continuation in",
      "      let task = Task {",
      "        try await clock.sleep(for: .seconds(1))",
      "        try await clock.sleep(for: .zero)  // after the others due now, as in the session",
      #"        continuation.yield(.lost(reason: "No answer."))"#,
      "        continuation.finish()",
      "      }",
      "      continuation.onTermination = { _ in task.cancel() }",
      "    }",
      "  default:",
      "    return AsyncStream { _ in }",
      "  }",
      "}",
    ])
  }

  /// `listen` threw before it answered with a stream: the override throws, after its wait
  /// and after what came first.
  @Test func aStreamThatNeverFailsWasThrownBeforeItCame() throws {
    let receive = EndpointOverride(
      dependency: "harbourRadio", endpoint: "listen", parameters: ["_"], streams: true, streamElement: "",
      calls: [call("listen", .threw(ExportValue(OffAir()), type: "OffAir", after: .seconds(1)), endsAfterOthers: true)]
    )
    #expect(try receive.lines() == [
      "$0.harbourRadio.listen = { _ in",
      "  try await clock.sleep(for: .seconds(1))",
      "  try await clock.sleep(for: .zero)  // after the others due now, as in the session",
      "  throw OffAir()",
      "}",
    ])
  }
}

/// An endpoint that cannot throw, as the camera's `requestAccess` and `stopShooting`:
/// its override waits with `try?`, has no `return` for `Void`, and answers every call, as a
/// closure that cannot throw has no `Task.never()` to wait with.
struct NonThrowingEndpointOverrideTests {
  func call(_ endpoint: String, _ value: any Sendable, after delay: Duration = .zero) -> EndpointCall {
    EndpointCall(
      dependency: "camera", era: 0, endpoint: endpoint, arguments: [], outcome: .returned(ExportValue(value), after: delay)
    )
  }

  func lines(_ endpoint: String, _ calls: EndpointCall...) throws -> [String] {
    try EndpointOverride(dependency: "camera", endpoint: endpoint, parameters: [], throwing: false, calls: calls).lines()
  }

  @Test func voidAnsweredAtOnceIsAnEmptyClosure() throws {
    #expect(try lines("stopShooting", call("stopShooting", ())) == ["$0.camera.stopShooting = {}"])
    #expect(try lines("stopShooting", call("stopShooting", (), after: .seconds(1))) == [
      "$0.camera.stopShooting = {",
      "  try? await clock.sleep(for: .seconds(1))",
      "}",
    ])
  }

  @Test func aWaitIsTriedWithoutThrowing() throws {
    #expect(try lines("requestAccess", call("requestAccess", true, after: .seconds(2))) == [
      "$0.camera.requestAccess = {",
      "  try? await clock.sleep(for: .seconds(2))",
      "  return true",
      "}",
    ])
  }

  /// Two clips, each stopped at its own time: the first call answers the first time, the
  /// second, and any after it, the second.
  @Test func eachCallAnswersInItsTurnAndTheLastAnswersAnyAfter() throws {
    let time: (Double?) -> EndpointCall = { call("stopShooting", $0) }
    // Counted as `fetchNumber`'s calls are: see `CallOrderOverrideTests`.
    #expect(try lines("stopShooting", time(1.5), time(2.0)).dropFirst(5) == [
      "  switch call {",
      "  case 1:",
      "    return 1.5",
      "  default:",
      "    return 2.0",
      "  }",
      "}",
    ])
    let stops = try lines("stopShooting", call("stopShooting", ()), call("stopShooting", (), after: .seconds(1)))
    #expect(stops[6...9] == ["  case 1:", "    break", "  default:", "    try? await clock.sleep(for: .seconds(1))"])
  }

  @Test func aCallThatNeverAnsweredCannotBeWaitedFor() {
    let pending = EndpointCall(dependency: "camera", era: 0, endpoint: "requestAccess", arguments: [], outcome: nil)
    #expect(throws: ExportError("camera.requestAccess never answered a call, and it cannot throw, so no override can wait as it did")) {
      try lines("requestAccess", pending)
    }
  }
}
