import ComposableArchitecture
import LessonRegistry

extension Lesson {
  static func longLiving(_ folder: LessonFolder) -> Lesson {
    Lesson(
      id: folder.id,
      title: "Effects: Long-living",
      summary: "an effect listening to a sensor that never stops, for as long as the view is up",
      dependencies: [
        DependencyOption(
          "feederSensor",
          // Each mode is the lesson's own `landings(_:)`: an export overrides `feederSensor`
          // with a stream sending the birds the session saw, at the same times on the
          // test's clock.
          endpoints: [DependencyEndpoint(\.feederSensor)],
          modes: [
            .init("live", "a robin, a sparrow and a blue tit, 2s, 1s and 4s apart, round again") {
              $0.feederSensor = { landings(FeederSensor.garden) }
            },
            .init("sparrows", "a sparrow every second") {
              $0.feederSensor = { landings(FeederSensor.sparrows) }
            },
            .init("empty", "no bird, ever", override: "$0.feederSensor = { AsyncStream.never }") {
              $0.feederSensor = { AsyncStream.never }
            },
          ]
        )
      ],
      uses: ["continuousClock"],
      tutorial: folder.tutorial,
      initialState: { BirdFeeder.State() },
      reducer: { BirdFeeder() }
    )
  }
}
