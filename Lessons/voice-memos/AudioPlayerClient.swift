import ComposableArchitecture
import Foundation

/// Plays a recorded file, as TCA's app does with `AVAudioPlayer`: `play` returns when playback
/// ends, `true` when it reached the end, or throws when the file cannot be decoded. The live
/// value is a simulation on the injected clock (see `SimulatedAudioPlayer.swift`).
@DependencyClient
struct AudioPlayerClient {
  var play: @Sendable (_ url: URL) async throws -> Bool
}

extension AudioPlayerClient: DependencyKey {
  /// Plays each recording for as long as it was recorded, then finishes.
  static var liveValue: Self { .simulated() }
  static let testValue = Self()
}

extension DependencyValues {
  var audioPlayer: AudioPlayerClient {
    get { self[AudioPlayerClient.self] }
    set { self[AudioPlayerClient.self] = newValue }
  }
}
