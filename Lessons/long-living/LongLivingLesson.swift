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
          modes: [
            .init(
              "live", "a screenshot 3s, 1s and 6s apart, over and over",
              override: "$0.screenshots = { screenshots(apart: [.seconds(3), .seconds(1), .seconds(6)]) }"
            ) {
              $0.screenshots = { screenshots(apart: [.seconds(3), .seconds(1), .seconds(6)]) }
            },
            .init("steady", "a screenshot every 2s", override: "$0.screenshots = { screenshots(apart: [.seconds(2)]) }") {
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
