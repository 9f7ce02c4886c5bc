import ComposableArchitecture
import LessonRegistry

extension Lesson {
  /// Each `downloadClient` mode is the override a TCA test writes in `withDependencies`.
  static func reusableOfflineDownloads(_ folder: LessonFolder) -> Lesson {
    Lesson(
      id: folder.id,
      title: "Higher-order reducers: Reusable offline downloads",
      summary: "a download component any row embeds: a stream of progress, cancel by id, alerts to stop or delete",
      dependencies: [
        DependencyOption(
          "downloadClient",
          modes: [
            .init("live", "a quarter more every second on the virtual clock, then the data at 4s", override: "$0.downloadClient = .liveValue") {
              $0.downloadClient = .liveValue
            },
            .init(
              "failing", "stops at 50% and throws after 3s",
              override: "$0.downloadClient = .simulated(failingAfter: 2)"
            ) {
              $0.downloadClient = .simulated(failingAfter: 2)
            },
            .init("never", "never sends an event", override: "$0.downloadClient = .never") {
              $0.downloadClient = .never
            },
          ]
        )
      ],
      errors: [TypeableError(example: DownloadClient.Failure())],
      uses: ["continuousClock"],
      tutorial: folder.tutorial,
      initialState: { MapApp.State() },
      reducer: { MapApp() }
    )
  }
}
