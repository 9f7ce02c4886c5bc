import ComposableArchitecture
import Foundation

/// The camera of a time-lapse rig: it takes one frame every interval into a clip file for as
/// long as it shoots. The app only starts and stops it; the frames it reports drive the screen.
@DependencyClient
struct CameraClient {
  /// Asks the user whether the app may use the camera; `false` when they refuse.
  var requestAccess: @Sendable () async -> Bool = { false }
  /// Shoots into the file at `url`. The stream sends how many frames the clip holds after each
  /// new frame, finishes once the clip is saved after ``stopShooting``, and throws a
  /// ``CameraError`` when the camera gives up mid-clip.
  var shoot: @Sendable (_ url: URL) -> AsyncThrowingStream<Int, any Error> = { _ in .finished() }
  /// Stops the clip being shot and answers how long it ran, in seconds, which the frame count
  /// only tells to the second: `nil` when nothing was shooting.
  var stopShooting: @Sendable () async -> TimeInterval?
}

extension CameraClient: DependencyKey {
  /// A camera the user allows, shooting a frame a second on the injected clock. A new camera
  /// each time it is read, so no clip of one session leaks into the next.
  static var liveValue: Self { .simulated() }
  static let testValue = Self()
}

extension DependencyValues {
  var camera: CameraClient {
    get { self[CameraClient.self] }
    set { self[CameraClient.self] = newValue }
  }
}
