import ComposableArchitecture
import Foundation

/// Shows a saved clip frame by frame on the rig's little screen.
@DependencyClient
struct ClipPlayerClient {
  /// Plays the clip at `url`: the stream sends the number of each frame as it is shown,
  /// finishes after the last, and throws a ``PlaybackError`` when the file cannot be read.
  var play: @Sendable (_ url: URL) -> AsyncThrowingStream<Int, any Error> = { _ in .finished() }
}

extension ClipPlayerClient: DependencyKey {
  /// Plays each saved clip at four frames a second on the injected clock.
  static let liveValue = Self.simulated()
  static let testValue = Self()
}

extension DependencyValues {
  var clipPlayer: ClipPlayerClient {
    get { self[ClipPlayerClient.self] }
    set { self[ClipPlayerClient.self] = newValue }
  }
}
