import ComposableArchitecture
import Foundation

/// Records from the microphone into a file, as TCA's app does with `AVAudioRecorder`.
///
/// `startRecording` returns when the recording ends: `true` when the file was written, or it
/// throws when encoding failed. The live value is a simulation on the injected clock (see
/// `SimulatedAudioRecorder.swift`); the test value fails on any endpoint a test did not set.
@DependencyClient
struct AudioRecorderClient {
  var currentTime: @Sendable () async -> TimeInterval?
  var requestRecordPermission: @Sendable () async -> Bool = { false }
  var startRecording: @Sendable (_ url: URL) async throws -> Bool
  var stopRecording: @Sendable () async -> Void
}

extension AudioRecorderClient: DependencyKey {
  /// A microphone the user allows, recording until stopped. A new recorder each time it is
  /// read, as TCA's live value makes a new `AVAudioRecorder` wrapper.
  static var liveValue: Self { .simulated() }
  static let testValue = Self()
}

extension DependencyValues {
  var audioRecorder: AudioRecorderClient {
    get { self[AudioRecorderClient.self] }
    set { self[AudioRecorderClient.self] = newValue }
  }
}
