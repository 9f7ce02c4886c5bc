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

extension AudioRecorderClient: TestDependencyKey {
  static let testValue = Self()
}

extension DependencyValues {
  var audioRecorder: AudioRecorderClient {
    get { self[AudioRecorderClient.self] }
    set { self[AudioRecorderClient.self] = newValue }
  }
}
