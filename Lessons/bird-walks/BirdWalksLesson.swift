import ComposableArchitecture
import LessonRegistry

extension Lesson {
  /// The `songRecognizer` modes `denied` and `restricted` are overrides a test writes; the
  /// others are the playground's simulated recogniser, which an export writes as the answers its
  /// endpoints gave, the calls at the times they came.
  static func birdWalks(_ folder: LessonFolder) -> Lesson {
    Lesson(
      id: folder.id,
      title: "Bird walks",
      summary: "a whole app: a navigation stack over a file-stored list, and non-exhaustive tests",
      dependencies: [
        DependencyOption(
          "songRecognizer",
          endpoints: [
            DependencyEndpoint("permission", \.songRecognizer.permission),
            DependencyEndpoint("requestPermission", \.songRecognizer.requestPermission),
            DependencyEndpoint("listen", \.songRecognizer.listen, parameter: "habitat"),
          ],
          modes: [
            .init("granted", "microphone allowed; names the habitat's birds, a call every 0.9–1.8s") {
              $0.songRecognizer = .liveValue
            },
            .init("denied", "the user turned the microphone off", override: "$0.songRecognizer.permission = { .denied }") {
              $0.songRecognizer.permission = { .denied }
            },
            .init(
              "restricted", "the device has no microphone to give",
              override: "$0.songRecognizer.permission = { .restricted }"
            ) {
              $0.songRecognizer.permission = { .restricted }
            },
            .init("failing", "microphone allowed; breaks down after two calls") {
              $0.songRecognizer = .simulated(permission: .granted, breakingAfter: 2)
            },
          ]
        ),
        DependencyOption(
          "openSettings",
          modes: [
            .init("live", "a terminal has no Settings page: does nothing", override: "$0.openSettings = {}") {
              $0.openSettings = {}
            }
          ]
        ),
      ],
      errors: [TypeableError(example: RecognizerBreakdown(), declaredByExport: true)],
      // A pushed screen holds a reference to its trail in the list, as the list's
      // `NavigationLink(state:)` makes it: `.detail(TrailDetail.State(trail:
      // $0.trailList.$trails[id: BirdTrail.ID(UUID(0))]))`.
      initializers: [
        .initializer("trail") { (trail: Shared<BirdTrail>) in TrailDetail.State(trail: trail) },
        .initializer("trail") { (trail: Shared<BirdTrail>) in GuidedWalk.State(trail: trail) },
      ],
      uses: ["continuousClock", "dataDirectory", "date", "dismiss", "uuid"],
      tutorial: folder.tutorial,
      initialState: { BirdWalksApp.State() },
      reducer: { BirdWalksApp() }
    )
  }
}
