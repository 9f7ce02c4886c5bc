import ComposableArchitecture
import LessonRegistry

extension Lesson {
  static func longLiving(_ folder: LessonFolder) -> Lesson {
    Lesson(
      id: folder.id,
      title: "Effects: Long-living",
      summary: "an effect listening to a stream that never ends, for as long as the view is up",
      dependencies: [
        DependencyOption(
          "screenshots",
          // The live and steady modes are the lesson's own `screenshots(apart:)`, which the
          // case study does not define: an export overrides `screenshots` with a stream
          // sending the screenshots they sent, at the same times on the test's clock.
          endpoints: [DependencyEndpoint(\.screenshots)],
          modes: [
            .init("live", "a screenshot 3s, 1s and 6s apart, over and over") {
              $0.screenshots = { screenshots(apart: [.seconds(3), .seconds(1), .seconds(6)]) }
            },
            .init("steady", "a screenshot every 2s") {
              $0.screenshots = { screenshots(apart: [.seconds(2)]) }
            },
            .init("none", "no screenshots, ever", override: "$0.screenshots = { AsyncStream.never }") {
              $0.screenshots = { AsyncStream.never }
            },
          ]
        )
      ],
      uses: ["continuousClock"],
      tutorial: folder.tutorial,
      initialState: { LongLivingEffects.State() },
      reducer: { LongLivingEffects() }
    )
  }
}
