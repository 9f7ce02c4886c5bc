import ComposableArchitecture
import LessonRegistry

extension Lesson {
  /// The `speechClient` modes `denied` and `restricted` are overrides a TCA test writes; the
  /// others are the playground's simulated recognizer, which an export writes as the answers
  /// its endpoints gave, the words at the times they came.
  static func syncUps(_ folder: LessonFolder) -> Lesson {
    Lesson(
      id: folder.id,
      title: "SyncUps",
      summary: "a whole app: a navigation stack over a file-stored list, and non-exhaustive tests",
      dependencies: [
        DependencyOption(
          "speechClient",
          endpoints: [
            DependencyEndpoint("authorizationStatus", \.speechClient.authorizationStatus),
            DependencyEndpoint("requestAuthorization", \.speechClient.requestAuthorization),
            DependencyEndpoint("startTask", \.speechClient.startTask, parameter: "request"),
          ],
          modes: [
            .init("authorized", "allowed; hears a stand-up, a word every 0.3–0.7s on the virtual clock") {
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
            .init("failing", "allowed; fails after five words") {
              $0.speechClient = .simulated(status: .authorized, failingAfter: 5)
            },
          ]
        )
      ],
      errors: [TypeableError(example: SpeechRecognitionFailure(), declaredByExport: true)],
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
