import ComposableArchitecture
import LessonRegistry

extension Lesson {
  /// Each `speechClient` mode is the override a TCA test writes in `withDependencies`.
  static func syncUps(_ folder: LessonFolder) -> Lesson {
    Lesson(
      id: folder.id,
      title: "SyncUps",
      summary: "a whole app: a navigation stack over a file-stored list, and non-exhaustive tests",
      dependencies: [
        DependencyOption(
          "speechClient",
          modes: [
            .init(
              "authorized", "allowed; hears a stand-up, a word every 0.3–0.7s on the virtual clock",
              override: "$0.speechClient = .liveValue"
            ) {
              $0.speechClient = .liveValue
            },
            .init("denied", "the user said no", override: "$0.speechClient.authorizationStatus = { .denied }") {
              $0.speechClient.authorizationStatus = { .denied }
            },
            .init(
              "restricted", "the device cannot recognize speech",
              override: "$0.speechClient.authorizationStatus = { .restricted }"
            ) {
              $0.speechClient.authorizationStatus = { .restricted }
            },
            .init(
              "failing", "allowed; fails after five words",
              override: "$0.speechClient = .simulated(status: .authorized, failingAfter: 5)"
            ) {
              $0.speechClient = .simulated(status: .authorized, failingAfter: 5)
            },
          ]
        )
      ],
      // A pushed screen holds a reference to its sync-up in the list, as the list's
      // `NavigationLink(state:)` makes it: `.detail(SyncUpDetail.State(syncUp:
      // $0.syncUpsList.$syncUps[id: SyncUp.ID(UUID(0))]))`.
      initializers: [
        .initializer("syncUp") { (syncUp: Shared<SyncUp>) in SyncUpDetail.State(syncUp: syncUp) },
        .initializer("syncUp") { (syncUp: Shared<SyncUp>) in RecordMeeting.State(syncUp: syncUp) },
      ],
      uses: ["continuousClock", "dataDirectory", "date", "dismiss", "uuid"],
      tutorial: folder.tutorial,
      initialState: { AppFeature.State() },
      reducer: { AppFeature() }
    )
  }
}
