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
    values.webSocket.open = { _, _, _ in
      AsyncStream { continuation in
        continuation.yield(.didOpen(protocol: nil))
        continuation.yield(.didClose(code: .goingAway, reason: nil))
        continuation.finish()
      }
    }
    DependencyEndpoint("open", \.webSocket.open, parameters: "_", "_", "_").record(in: &values, to: heard)
    let stream = await values.webSocket.open(WebSocketClient.ID(), URL(string: "wss://echo.websocket.events")!, [])
    var received: [WebSocketClient.Action] = []
    for await action in stream { received.append(action) }
    #expect(received.count == 2)
    #expect(heard.log.value == [
      "open with 3 arguments",
      "1 sent WebSocketClient.Action.didOpen(protocol: nil)",
      "1 sent WebSocketClient.Action.didClose(code: .goingAway, reason: nil)",
      "1 finished",
    ])
  }

  @Test func aStreamThatCanThrowRecordsTheThrowOrEachEvent() async throws {
    let heard = Heard()
    var values = DependencyValues()
    values.webSocket.receive = { _ in throw SocketClosed() }
    let receive = DependencyEndpoint("receive", \.webSocket.receive, parameter: "_")
    receive.record(in: &values, to: heard)
    await #expect(throws: SocketClosed()) { try await values.webSocket.receive(WebSocketClient.ID()) }

    values.webSocket.receive = { _ in
      AsyncStream { continuation in
        continuation.yield(.success(.string("Hi")))
        continuation.finish()
      }
    }
    receive.record(in: &values, to: heard)
    for await _ in try await values.webSocket.receive(WebSocketClient.ID()) {}
    #expect(heard.log.value == [
      "receive with 1 arguments",
      "1 threw SocketClosed()",
      "receive with 1 arguments",
      #"3 sent Result.success(.string("Hi"))"#,
      "3 finished",
    ])
  }

  /// The override names the stream alone, `AsyncStream`, whose events the endpoint's type
  /// names, and ignores the arguments a test cannot spell.
  @Test func theOverrideInfersTheEventsAndIgnoresTheArguments() {
    let open = DependencyEndpoint("open", \.webSocket.open, parameters: "_", "_", "_")
    #expect(open.streams && open.streamElement == "" && open.parameters == ["_", "_", "_"])
    let receive = DependencyEndpoint("receive", \.webSocket.receive, parameter: "_")
    #expect(receive.streams && receive.streamElement == "")
  }
}
