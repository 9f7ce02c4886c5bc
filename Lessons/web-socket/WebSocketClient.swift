import ComposableArchitecture
import Foundation

/// Opens a web socket, receives its messages, sends and pings.
///
/// TCA's case study wraps `URLSessionWebSocketTask`. The playground never touches the network:
/// its live value is ``EchoServer``, a server simulated on the injected clock, so the client
/// speaks in its own close codes and messages rather than `URLSessionWebSocketTask`'s.
@DependencyClient
struct WebSocketClient {
  /// A socket's identity: the feature opens, sends and pings through one id, and cancels its
  /// effects with the same value.
  struct ID: Hashable, @unchecked Sendable {
    let rawValue: AnyHashable

    init<RawValue: Hashable & Sendable>(_ rawValue: RawValue) {
      self.rawValue = rawValue
    }

    /// The id of the one socket a feature holds.
    init() {
      struct RawValue: Hashable, Sendable {}
      self.rawValue = RawValue()
    }
  }

  /// What happens to the connection; `@CaseReflectable` lets the shell type and receive it.
  @CasePathable
  @CaseReflectable
  enum Action {
    case didOpen(protocol: String?)
    case didClose(code: CloseCode, reason: Data?)
  }

  /// A message over the socket.
  @CasePathable
  @CaseReflectable
  enum Message: Equatable {
    case data(Data)
    case string(String)
  }

  /// Why a socket closed, with the codes of RFC 6455 that `URLSessionWebSocketTask.CloseCode`
  /// names.
  enum CloseCode: Int, CaseIterable, Sendable {
    case invalid = 0
    case normalClosure = 1000
    case goingAway = 1001
    case protocolError = 1002
    case unsupportedData = 1003
    case noStatusReceived = 1005
    case abnormalClosure = 1006
    case invalidFramePayloadData = 1007
    case policyViolation = 1008
    case messageTooBig = 1009
    case mandatoryExtensionMissing = 1010
    case internalServerError = 1011
    case tlsHandshakeFailure = 1015
  }

  var open: @Sendable (_ id: ID, _ url: URL, _ protocols: [String]) async -> AsyncStream<Action> = {
    _, _, _ in .finished
  }
  var receive: @Sendable (_ id: ID) async throws -> AsyncStream<Result<Message, any Error>>
  var send: @Sendable (_ id: ID, _ message: Message) async throws -> Void
  var sendPing: @Sendable (_ id: ID) async throws -> Void
}

extension WebSocketClient: DependencyKey {
  /// A fresh echo server each time it is asked for, so two stores never share a socket.
  static var liveValue: Self { .echo(EchoServer()) }

  /// Unimplemented: every endpoint but `open`, which has a default, reports an issue when
  /// called, so a test says which endpoints its feature uses.
  static let testValue = Self()
}

extension WebSocketClient {
  /// The client of a simulated server.
  static func echo(_ server: EchoServer) -> Self {
    Self(
      open: { id, _, _ in server.open(id: id) },
      receive: { try server.receive(id: $0) },
      send: { try await server.send(id: $0, message: $1) },
      sendPing: { try server.sendPing(id: $0) }
    )
  }

  /// A server that refuses every connection after the handshake: the `unreachable` mode.
  static var unreachable: Self { .echo(EchoServer(refusesConnections: true)) }

  /// A server that closes each connection 25 seconds after it opened: the `dropping` mode.
  static var dropping: Self { .echo(EchoServer(closesAfter: .seconds(25))) }
}

extension DependencyValues {
  var webSocket: WebSocketClient {
    get { self[WebSocketClient.self] }
    set { self[WebSocketClient.self] = newValue }
  }
}
