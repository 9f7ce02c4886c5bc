import ComposableArchitecture
import LessonRegistry

extension Lesson {
  /// The `downloader` modes are the playground's own simulations: an export overrides `fetch`
  /// with the events each transfer sent, at the times it sent them.
  static func reusableOfflineDownloads(_ folder: LessonFolder) -> Lesson {
    Lesson(
      id: folder.id,
      title: "Higher-order reducers: Reusable offline downloads",
      summary: "an offline-copy component any row embeds: a stream of progress, cancel by id, alerts to stop or remove",
      dependencies: [
        DependencyOption(
          "downloader",
          endpoints: [DependencyEndpoint("fetch", \.downloader.fetch, parameter: "source")],
          modes: [
            .init("live", "a quarter more every 500ms on the virtual clock, then the size at 2s") {
              $0.downloader = .liveValue
            },
            .init("failing", "reaches 25%, then throws at 1s") {
              $0.downloader = .simulated(droppingAt: 2)
            },
            .init("never", "never reports anything") {
              $0.downloader = .never
            },
          ]
        )
      ],
      errors: [TypeableError(example: TransferError())],
      uses: ["continuousClock"],
      tutorial: folder.tutorial,
      initialState: { Audiobook.State() },
      reducer: { Audiobook() }
    )
  }
}
