import ComposableArchitecture
import Foundation

extension ClipPlayerClient {
  /// A player simulated on the injected clock: it shows each frame of a clip on
  /// ``SharedKey/savedClips`` for a quarter of a second. A file not on the card cannot be read.
  ///
  /// - Parameter damagedAfter: When given, reading fails after this many frames of any clip
  ///   that has more, with ``PlaybackError/damaged``; a clip not on the card fails at once with
  ///   ``PlaybackError/notOnCard``.
  static func simulated(damagedAfter: Int? = nil) -> Self {
    Self { url in
      AsyncThrowingStream { continuation in
        let task = Task {
          @Dependency(\.continuousClock) var clock
          @Shared(.savedClips) var savedClips = [:]
          do {
            guard let frames = savedClips[url] else {
              throw PlaybackError.notOnCard
            }
            for frame in 0..<frames {
              try await clock.sleep(for: .milliseconds(250))
              if frame == damagedAfter { throw PlaybackError.damaged }
              continuation.yield(frame + 1)
            }
            continuation.finish()
          } catch {
            continuation.finish(throwing: error)
          }
        }
        continuation.onTermination = { _ in task.cancel() }
      }
    }
  }

  /// A player that never shows a frame; only stopping ends it: the `never` mode.
  static let stalled = Self { _ in
    AsyncThrowingStream { continuation in
      let task = Task {
        try? await Task.never()
        continuation.finish()
      }
      continuation.onTermination = { _ in task.cancel() }
    }
  }
}
