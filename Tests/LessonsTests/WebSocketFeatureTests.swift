import ComposableArchitecture
import Foundation
import Testing

@testable import Lessons

/// The web-socket lesson with a socket a test drives by hand, as TCA's case-study tests do:
/// events and messages are yielded into streams, and the clock moves only when told.
@MainActor
struct WebSocketFeatureTests {
  @Test func connectsReceivesSendsAndDisconnects() async {
    let actions = AsyncStream.makeStream(of: WebSocketClient.Action.self)
    let messages = AsyncStream.makeStream(of: Result<WebSocketClient.Message, any Error>.self)
    let store = TestStore(initialState: WebSocket.State()) {
      WebSocket()
    } withDependencies: {
      $0.continuousClock = ImmediateClock()
      $0.webSocket.open = { _, _, _ in actions.stream }
      $0.webSocket.receive = { _ in messages.stream }
      $0.webSocket.send = { _, _ in }
      $0.webSocket.sendPing = { _ in try await Task.never() }
    }

    await store.send(.connectButtonTapped) {
      $0.connectivityState = .connecting
    }
    actions.continuation.yield(.didOpen(protocol: nil))
    await store.receive(\.webSocket.didOpen) {
      $0.connectivityState = .connected
    }

    messages.continuation.yield(.success(.string("Welcome")))
    await store.receive(\.receivedSocketMessage.success) {
      $0.receivedMessages = ["Welcome"]
    }

    await store.send(.messageToSendChanged("Hi")) {
      $0.messageToSend = "Hi"
    }
    await store.send(.sendButtonTapped) {
      $0.messageToSend = ""
    }
    await store.receive(\.sendResponse)

    messages.continuation.yield(.success(.string("Hi")))
    await store.receive(\.receivedSocketMessage.success) {
      $0.receivedMessages = ["Welcome", "Hi"]
    }

    // Disconnecting cancels the connection's effect, its ping and receive loops included:
    // without the `.cancel`, `finish` fails with effects still in flight.
    await store.send(.connectButtonTapped) {
      $0.connectivityState = .disconnected
    }
    await store.finish()
  }

  @Test func aFailedSendShowsAnAlert() async {
    struct SendFailure: Error, Equatable {}
    let actions = AsyncStream.makeStream(of: WebSocketClient.Action.self)
    let messages = AsyncStream.makeStream(of: Result<WebSocketClient.Message, any Error>.self)
    let store = TestStore(initialState: WebSocket.State()) {
      WebSocket()
    } withDependencies: {
      $0.continuousClock = ImmediateClock()
      $0.webSocket.open = { _, _, _ in actions.stream }
      $0.webSocket.receive = { _ in messages.stream }
      $0.webSocket.send = { _, _ in throw SendFailure() }
      $0.webSocket.sendPing = { _ in try await Task.never() }
    }

    await store.send(.connectButtonTapped) {
      $0.connectivityState = .connecting
    }
    actions.continuation.yield(.didOpen(protocol: nil))
    await store.receive(\.webSocket.didOpen) {
      $0.connectivityState = .connected
    }

    await store.send(.messageToSendChanged("Hi")) {
      $0.messageToSend = "Hi"
    }
    await store.send(.sendButtonTapped) {
      $0.messageToSend = ""
    }
    await store.receive(\.sendResponse) {
      $0.alert = AlertState {
        TextState("Could not send socket message. Connect to the server first, and try again.")
      }
    }

    await store.send(.connectButtonTapped) {
      $0.connectivityState = .disconnected
    }
    await store.finish()
  }

  @Test func pingsEveryTenSecondsOnTheClock() async {
    let actions = AsyncStream.makeStream(of: WebSocketClient.Action.self)
    let clock = TestClock()
    let pings = LockIsolated(0)
    let store = TestStore(initialState: WebSocket.State()) {
      WebSocket()
    } withDependencies: {
      $0.continuousClock = clock
      $0.webSocket.open = { _, _, _ in actions.stream }
      $0.webSocket.receive = { _ in try await Task.never() }
      $0.webSocket.sendPing = { _ in pings.withValue { $0 += 1 } }
    }

    await store.send(.connectButtonTapped) {
      $0.connectivityState = .connecting
    }
    actions.continuation.yield(.didOpen(protocol: nil))
    await store.receive(\.webSocket.didOpen) {
      $0.connectivityState = .connected
    }

    #expect(pings.value == 0)
    await clock.advance(by: .seconds(9))
    #expect(pings.value == 0)
    await clock.advance(by: .seconds(1))
    #expect(pings.value == 1)
    await clock.advance(by: .seconds(20))
    #expect(pings.value == 3)

    await store.send(.connectButtonTapped) {
      $0.connectivityState = .disconnected
    }
  }

  @Test func aConnectionClosedByTheServerEndsTheEffect() async {
    let actions = AsyncStream.makeStream(of: WebSocketClient.Action.self)
    let store = TestStore(initialState: WebSocket.State()) {
      WebSocket()
    } withDependencies: {
      $0.continuousClock = ImmediateClock()
      $0.webSocket.open = { _, _, _ in actions.stream }
      $0.webSocket.receive = { _ in try await Task.never() }
      $0.webSocket.sendPing = { _ in try await Task.never() }
    }

    await store.send(.connectButtonTapped) {
      $0.connectivityState = .connecting
    }
    actions.continuation.yield(.didClose(code: .internalServerError, reason: nil))
    await store.receive(\.webSocket.didClose) {
      $0.connectivityState = .disconnected
    }
  }
}
