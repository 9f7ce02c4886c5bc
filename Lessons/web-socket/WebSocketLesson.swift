import ComposableArchitecture
import LessonRegistry

extension Lesson {
  /// Each `webSocket` mode is a whole client, as a TCA test sets one in `withDependencies`: a
  /// test's default client is unimplemented, so a mode that replaced one endpoint would fail
  /// there.
  static func webSocket(_ folder: LessonFolder) -> Lesson {
    Lesson(
      id: folder.id,
      title: "Effects: Web socket",
      summary: "a long-living connection effect with a ping on the clock, cancelled when the socket closes",
      dependencies: [
        DependencyOption(
          "webSocket",
          modes: [
            .init("live", "an echo server: opens after 1s, echoes after 0.5s", override: "$0.webSocket = .liveValue") {
              $0.webSocket = .liveValue
            },
            .init("unreachable", "closes with .internalServerError after 1s", override: "$0.webSocket = .unreachable") {
              $0.webSocket = .unreachable
            },
            .init("dropping", "closes with .goingAway 25s after opening", override: "$0.webSocket = .dropping") {
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
