import ComposableArchitecture
import LessonRegistry

extension Lesson {
  /// The `downloadClient` modes are the playground's own simulations: an export overrides
  /// `download` with the events each download sent, at the times it sent them.
  static func reusableOfflineDownloads(_ folder: LessonFolder) -> Lesson {
    Lesson(
      id: folder.id,
      title: "Higher-order reducers: Reusable offline downloads",
      summary: "a download component any row embeds: a stream of progress, cancel by id, alerts to stop or delete",
      dependencies: [
        DependencyOption(
          "downloadClient",
          endpoints: [DependencyEndpoint("download", \.downloadClient.download, parameter: "url")],
          modes: [
            .init("live", "a quarter more every second on the virtual clock, then the data at 4s") {
              $0.downloadClient = .liveValue
            },
            .init("failing", "stops at 50% and throws after 3s") {
              $0.downloadClient = .simulated(failingAfter: 2)
            },
            .init("never", "never sends an event") {
              $0.downloadClient = .never
            },
          ]
        )
      ],
      errors: [TypeableError(example: DownloadError(), declaredByExport: true)],
      uses: ["continuousClock"],
      tutorial: folder.tutorial,
      initialState: { MapApp.State() },
      reducer: { MapApp() }
    )
  }
}

/// Why a simulated download stopped: the `failing` mode's error. TCA's case study has none of
/// its own (its live client throws what the network throws), so an exported test that throws
/// it declares it.
struct DownloadError: Error, Equatable, Decodable {
  var message = "The connection was lost."
}
