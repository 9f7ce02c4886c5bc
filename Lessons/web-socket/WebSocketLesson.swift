import ComposableArchitecture
import LessonRegistry

extension Lesson {
  /// Each `harbourRadio` mode is a whole client, an office simulated on the clock, as a test
  /// sets one in `withDependencies`: a test's default client is unimplemented, so a mode that
  /// replaced one endpoint would fail there. The offices are the playground's own: an export
  /// overrides each endpoint the session called with what it answered, the link's events and
  /// the office's words at the times they came.
  static func webSocket(_ folder: LessonFolder) -> Lesson {
    Lesson(
      id: folder.id,
      title: "Effects: Web socket",
      summary: "a boat's radio link: a long-living effect with a check on the clock and a listener, torn down by one cancel id",
      dependencies: [
        DependencyOption(
          "harbourRadio",
          // Calls are told apart by their order, as a socket's are by the test that overrides them.
          endpoints: [
            DependencyEndpoint("tuneIn", \.harbourRadio.tuneIn, parameters: "_", "_", "_"),
            DependencyEndpoint("listen", \.harbourRadio.listen, parameter: "_"),
            DependencyEndpoint("transmit", \.harbourRadio.transmit, parameters: "_", "_"),
            DependencyEndpoint("radioCheck", \.harbourRadio.radioCheck, parameter: "_"),
          ],
          modes: [
            .init("live", "the harbour office: on air after 1s, replies after 2s") {
              $0.harbourRadio = .liveValue
            },
            .init("closed", "no answer: the link is lost after 1s") {
              $0.harbourRadio = .closed
            },
            .init("stormy", "the link is lost 25s after tuning in") {
              $0.harbourRadio = .stormy
            },
          ]
        )
      ],
      errors: [TypeableError(example: OffAir(), declaredByExport: true)],
      uses: ["continuousClock"],
      tutorial: folder.tutorial,
      initialState: { BoatRadio.State() },
      reducer: { BoatRadio() }
    )
  }
}
