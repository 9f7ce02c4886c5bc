import ComposableArchitecture
import LessonRegistry

extension Lesson {
  /// The camera's and player's simulated modes are the playground's own: an export overrides
  /// each endpoint the session called, answering as it answered on the test's clock. `refused`
  /// is an override a test writes. `openSettings` has one mode, the playground's live value,
  /// which an exported test sets.
  static func timeLapse(_ folder: LessonFolder) -> Lesson {
    Lesson(
      id: folder.id,
      title: "Time-lapse camera",
      summary: "a camera and a player as dependency clients, a clip shot in a long-living effect, and non-exhaustive tests",
      dependencies: [
        DependencyOption(
          "camera",
          endpoints: [
            DependencyEndpoint("requestAccess", \.camera.requestAccess),
            DependencyEndpoint("shoot", \.camera.shoot, parameter: "url"),
            DependencyEndpoint("stopShooting", \.camera.stopShooting),
          ],
          modes: [
            .init("live", "allowed; a frame a second, the clip saved 0.25s after the stop") {
              $0.camera = .simulated()
            },
            .init("refused", "the user does not allow the camera", override: "$0.camera.requestAccess = { false }") {
              $0.camera.requestAccess = { false }
            },
            .init("failing", "allowed; the memory card is full after 4 frames, so the 5th fails") {
              $0.camera = .simulated(cardFillsAfter: 4)
            },
          ]
        ),
        DependencyOption(
          "clipPlayer",
          endpoints: [DependencyEndpoint("play", \.clipPlayer.play, parameter: "url")],
          modes: [
            .init("live", "shows a saved clip at four frames a second") {
              $0.clipPlayer = .simulated()
            },
            .init("failing", "cannot read past a clip's 2nd frame") {
              $0.clipPlayer = .simulated(damagedAfter: 2)
            },
            .init("never", "never shows a frame; only stopping ends playback") {
              $0.clipPlayer = .stalled
            },
          ]
        ),
        DependencyOption(
          "openSettings",
          modes: [
            .init("live", "a terminal has no Settings app: does nothing", override: "$0.openSettings = {}") {
              $0.openSettings = {}
            }
          ]
        ),
      ],
      // The states a test writes whole: the clip being shot, a clip in the list.
      initializers: [
        .initializer("frames", "isSaving", "seconds", "startedAt", "url") {
          (frames: Int, isSaving: Bool, seconds: TimeInterval, startedAt: Date, url: URL) in
          Shoot.State(frames: frames, isSaving: isSaving, seconds: seconds, startedAt: startedAt, url: url)
        },
        .initializer("startedAt", "url") { (startedAt: Date, url: URL) in
          Shoot.State(startedAt: startedAt, url: url)
        },
        .initializer("url", "shotAt", "frames", "seconds", "title", "frameOnScreen") {
          (url: URL, shotAt: Date, frames: Int, seconds: TimeInterval, title: String, frameOnScreen: Int?) in
          Clip.State(url: url, shotAt: shotAt, frames: frames, seconds: seconds, title: title, frameOnScreen: frameOnScreen)
        },
        .initializer("url", "shotAt", "frames", "seconds") { (url: URL, shotAt: Date, frames: Int, seconds: TimeInterval) in
          Clip.State(url: url, shotAt: shotAt, frames: frames, seconds: seconds)
        },
      ],
      uses: ["continuousClock", "date"],
      tutorial: folder.tutorial,
      initialState: { TimeLapse.State() },
      reducer: { TimeLapse() }
    )
  }
}
