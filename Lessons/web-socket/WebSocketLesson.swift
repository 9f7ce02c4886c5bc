import ComposableArchitecture
import LessonRegistry

extension Lesson {
  /// Each `webSocket` mode is a whole client, an echo server simulated on the clock, as a TCA
  /// test sets one in `withDependencies`: a test's default client is unimplemented, so a mode
  /// that replaced one endpoint would fail there. The servers are the playground's own, which
  /// the case study does not define: an export overrides each endpoint the session called with
  /// what it answered, the socket's events and messages at the times they came.
  static func webSocket(_ folder: LessonFolder) -> Lesson {
    Lesson(
      id: folder.id,
      title: "Effects: Web socket",
      summary: "a long-living connection effect with a ping on the clock, cancelled when the socket closes",
      dependencies: [
        DependencyOption(
          "webSocket",
          // Calls are told apart by their order: a test cannot spell the socket's id.
          endpoints: [
            DependencyEndpoint("open", \.webSocket.open, parameters: "_", "_", "_"),
            DependencyEndpoint("receive", \.webSocket.receive, parameter: "_"),
            DependencyEndpoint("send", \.webSocket.send, parameters: "_", "_"),
            DependencyEndpoint("sendPing", \.webSocket.sendPing, parameter: "_"),
          ],
          modes: [
            .init("live", "an echo server: opens after 1s, echoes after 0.5s") {
              $0.webSocket = .liveValue
            },
            .init("unreachable", "closes with .internalServerError after 1s") {
              $0.webSocket = .unreachable
            },
            .init("dropping", "closes with .goingAway 25s after opening") {
              $0.webSocket = .dropping
            },
          ]
        )
      ],
      errors: [TypeableError(example: SocketClosed(), declaredByExport: true)],
      uses: ["continuousClock"],
      tutorial: folder.tutorial,
      initialState: { WebSocket.State() },
      reducer: { WebSocket() }
    )
  }
}

/// What the echo server's `send`, `receive` and `sendPing` throw when no socket with the id is
/// open. TCA's live client throws an error of its own, private to it, so an exported test that
/// throws this one declares it.
struct SocketClosed: Error, Equatable, Decodable {}
