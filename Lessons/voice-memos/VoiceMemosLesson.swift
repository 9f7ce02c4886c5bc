import ComposableArchitecture
import LessonRegistry

extension Lesson {
  /// The recorder's and player's simulated modes are the playground's own: an export writes
  /// each endpoint the session called answering as it answered, on the test's clock, as TCA's
  /// VoiceMemos tests override `startRecording` and `play`. `denied` and `never` are
  /// overrides a TCA test writes. `openSettings` and `temporaryDirectory` have one mode each,
  /// the playground's live value, which an exported test sets as TCA's tests do.
  static func voiceMemos(_ folder: LessonFolder) -> Lesson {
    Lesson(
      id: folder.id,
      title: "VoiceMemos",
      summary: "a recorder and a player as dependency clients, a presented recording, a list that plays one row at a time",
      dependencies: [
        DependencyOption(
          "audioRecorder",
          endpoints: [
            DependencyEndpoint("currentTime", \.audioRecorder.currentTime),
            DependencyEndpoint("requestRecordPermission", \.audioRecorder.requestRecordPermission),
            DependencyEndpoint("startRecording", \.audioRecorder.startRecording, parameter: "url"),
            DependencyEndpoint("stopRecording", \.audioRecorder.stopRecording),
          ],
          modes: [
            .init("live", "allowed; records until stopped, timed on the virtual clock") {
              $0.audioRecorder = .simulated()
            },
            .init(
              "denied", "the user does not allow the microphone",
              override: "$0.audioRecorder.requestRecordPermission = { false }"
            ) {
              $0.audioRecorder.requestRecordPermission = { false }
            },
            .init("failing", "allowed; encoding fails 3s into a recording") {
              $0.audioRecorder = .simulated(failingAfter: .seconds(3))
            },
          ]
        ),
        DependencyOption(
          "audioPlayer",
          endpoints: [DependencyEndpoint("play", \.audioPlayer.play, parameter: "url")],
          modes: [
            .init("live", "plays a recording for as long as it was recorded, on the virtual clock") {
              $0.audioPlayer = .simulated()
            },
            .init("failing", "decoding fails 1s into playback") {
              $0.audioPlayer = .simulated(failingAfter: .seconds(1))
            },
            .init("never", "never finishes; only stopping ends playback", override: "$0.audioPlayer.play = { _ in try await Task.never() }") {
              $0.audioPlayer.play = { _ in try await Task.never() }
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
        DependencyOption(
          "temporaryDirectory",
          modes: [
            .init(
              "live", "/tmp, where each recording gets a file named by a new UUID",
              override: #"$0.temporaryDirectory = { URL(fileURLWithPath: "/tmp", isDirectory: true) }"#
            ) {
              $0.temporaryDirectory = { URL(fileURLWithPath: "/tmp", isDirectory: true) }
            }
          ]
        ),
      ],
      errors: [
        TypeableError(example: EncodingFailure(), declaredByExport: true),
        TypeableError(example: DecodingFailure(), declaredByExport: true),
      ],
      // The states a test writes whole: a recording presented, a memo in the list.
      initializers: [
        .initializer("date", "duration", "mode", "url") {
          (date: Date, duration: TimeInterval, mode: RecordingMemo.State.Mode, url: URL) in
          RecordingMemo.State(date: date, duration: duration, mode: mode, url: url)
        },
        .initializer("date", "duration", "mode", "title", "url") {
          (date: Date, duration: TimeInterval, mode: VoiceMemo.State.Mode, title: String, url: URL) in
          VoiceMemo.State(date: date, duration: duration, mode: mode, title: title, url: url)
        },
      ],
      uses: ["continuousClock", "date", "uuid"],
      initialState: { VoiceMemos.State() },
      reducer: { VoiceMemos() }
    )
  }
}
