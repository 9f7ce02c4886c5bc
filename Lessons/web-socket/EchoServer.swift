import ComposableArchitecture
import Foundation

/// A web socket echo server, simulated on the injected clock: `WebSocketClient`'s live value.
///
/// A connection opens after a one-second handshake, and the server greets it. Each message sent
/// comes back after half a second, the round trip. Pings are answered at once. The server can
/// also refuse connections, or close each one a while after it opened, as a server going down
/// for a restart does. All waiting is on `@Dependency(\.continuousClock)`, so nothing happens
/// until the clock moves, and a test's clock moves it.
final class EchoServer: Sendable {
  /// How long a connection takes to open, or to be refused.
  static let handshake = Duration.seconds(1)
  /// From a message sent to its echo received.
  static let roundTrip = Duration.milliseconds(500)
  /// The first message on every connection.
  static let greeting = "Welcome to echo.websocket.events: every message you send comes back."

  private let refusesConnections: Bool
  private let closesAfter: Duration?
  private let sockets = LockIsolated<[WebSocketClient.ID: Socket]>([:])

  private struct Socket {
    let messages: AsyncStream<Result<WebSocketClient.Message, any Error>>
    let deliver: AsyncStream<Result<WebSocketClient.Message, any Error>>.Continuation
  }

  /// - Parameters:
  ///   - refusesConnections: Every connection closes with `.internalServerError` instead of
  ///     opening.
  ///   - closesAfter: Each connection closes with `.goingAway` this long after it opened.
  init(refusesConnections: Bool = false, closesAfter: Duration? = nil) {
    self.refusesConnections = refusesConnections
    self.closesAfter = closesAfter
  }

  /// The connection's events, produced as the effect asks for the next one: the handshake,
  /// then the wait until the server closes it, both on the clock of the effect listening.
  /// Cancelling that effect closes the socket.
  func open(id: WebSocketClient.ID) -> AsyncStream<WebSocketClient.Action> {
    enum Phase { case connecting, open, closed }
    let phase = LockIsolated(Phase.connecting)
    return AsyncStream(
      unfolding: {
        @Dependency(\.continuousClock) var clock
        switch phase.value {
        case .connecting:
          do { try await clock.sleep(for: Self.handshake) } catch { return nil }
          guard !self.refusesConnections else {
            phase.setValue(.closed)
            return .didClose(code: .internalServerError, reason: nil)
          }
          let (messages, deliver) = AsyncStream.makeStream(of: Result<WebSocketClient.Message, any Error>.self)
          deliver.yield(.success(.string(Self.greeting)))
          self.sockets.withValue { $0[id] = Socket(messages: messages, deliver: deliver) }
          phase.setValue(.open)
          return .didOpen(protocol: nil)

        case .open:
          do {
            if let closesAfter = self.closesAfter {
              try await clock.sleep(for: closesAfter)
            } else {
              try await Task.never()
            }
          } catch {
            self.close(id)
            return nil
          }
          self.close(id)
          phase.setValue(.closed)
          return .didClose(code: .goingAway, reason: Data("The server is restarting.".utf8))

        case .closed:
          return nil
        }
      },
      onCancel: { self.close(id) }
    )
  }

  func receive(id: WebSocketClient.ID) throws -> AsyncStream<Result<WebSocketClient.Message, any Error>> {
    try socket(id).messages
  }

  /// Echoes the message once the round trip is over, if the socket is still open by then.
  func send(id: WebSocketClient.ID, message: WebSocketClient.Message) async throws {
    _ = try socket(id)
    @Dependency(\.continuousClock) var clock
    try await clock.sleep(for: Self.roundTrip)
    try socket(id).deliver.yield(.success(message))
  }

  func sendPing(id: WebSocketClient.ID) throws {
    _ = try socket(id)
  }

  private func socket(_ id: WebSocketClient.ID) throws -> Socket {
    guard let socket = sockets.value[id] else { throw SocketClosed() }
    return socket
  }

  private func close(_ id: WebSocketClient.ID) {
    sockets.withValue { $0.removeValue(forKey: id) }?.deliver.finish()
  }
}
