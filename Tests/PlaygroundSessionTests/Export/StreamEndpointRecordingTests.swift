import ComposableArchitecture
import Foundation
import LessonRegistry
import Testing

@testable import Lessons

/// The recording shapes of the web socket's endpoints: `open(id:url:protocols:)`, of three
/// arguments, and `receive(id:)`, which throws or answers with a stream that never fails. Each
/// passes its calls on and tells the recorder of each call, event and end.
struct StreamEndpointRecordingTests {
  /// What a recorder heard, in order.
  final class Heard: EndpointCallRecorder {
    let log = LockIsolated<[String]>([])

    func called(_ endpoint: String, arguments: [any Sendable]) -> Int {
      log.withValue {
        $0.append("\(endpoint) with \(arguments.count) arguments")
        return $0.count
      }
    }

    func yielded(_ call: Int, _ event: any Sendable) {
      log.withValue { $0.append("\(call) sent \(oneLineDump(event))") }
    }

    func ended(_ call: Int, _ outcome: EndpointCallEnd) {
      let end =
        switch outcome {
        case .returned: "returned"
        case .finished: "finished"
        case let .threw(error): "threw \(oneLineDump(error))"
        case .cancelled: "cancelled"
        }
      log.withValue { $0.append("\(call) \(end)") }
    }
  }

  @Test func aStreamOfThreeArgumentsRecordsEachEventAndItsEnd() async {
    let heard = Heard()
    var values = DependencyValues()
    values.harbourRadio.tuneIn = { _, _, _ in
      AsyncStream { continuation in
        continuation.yield(.tunedIn)
        continuation.yield(.lost(reason: "Fog."))
        continuation.finish()
      }
    }
    DependencyEndpoint("tuneIn", \.harbourRadio.tuneIn, parameters: "_", "_", "_").record(in: &values, to: heard)
    let stream = await values.harbourRadio.tuneIn(.harbourOffice, "Kittiwake", .high)
    var received: [HarbourRadio.Event] = []
    for await event in stream { received.append(event) }
    #expect(received.count == 2)
    #expect(heard.log.value == [
      "tuneIn with 3 arguments",
      "1 sent HarbourRadio.Event.tunedIn",
      #"1 sent HarbourRadio.Event.lost(reason: "Fog.")"#,
      "1 finished",
    ])
  }

  @Test func aStreamThatCanThrowRecordsTheThrowOrEachEvent() async throws {
    let heard = Heard()
    var values = DependencyValues()
    values.harbourRadio.listen = { _ in throw OffAir() }
    let listen = DependencyEndpoint("listen", \.harbourRadio.listen, parameter: "_")
    listen.record(in: &values, to: heard)
    await #expect(throws: OffAir()) { try await values.harbourRadio.listen(.harbourOffice) }

    values.harbourRadio.listen = { _ in
      AsyncStream { continuation in
        continuation.yield("Hi")
        continuation.finish()
      }
    }
    listen.record(in: &values, to: heard)
    for await _ in try await values.harbourRadio.listen(.harbourOffice) {}
    #expect(heard.log.value == [
      "listen with 1 arguments",
      "1 threw OffAir()",
      "listen with 1 arguments",
      #"3 sent "Hi""#,
      "3 finished",
    ])
  }

  /// The override names the stream alone, `AsyncStream`, whose events the endpoint's type
  /// names, and ignores the arguments a test cannot spell.
  @Test func theOverrideInfersTheEventsAndIgnoresTheArguments() {
    let tuneIn = DependencyEndpoint("tuneIn", \.harbourRadio.tuneIn, parameters: "_", "_", "_")
    #expect(tuneIn.streams && tuneIn.streamElement == "" && tuneIn.parameters == ["_", "_", "_"])
    let listen = DependencyEndpoint("listen", \.harbourRadio.listen, parameter: "_")
    #expect(listen.streams && listen.streamElement == "")
  }
}
