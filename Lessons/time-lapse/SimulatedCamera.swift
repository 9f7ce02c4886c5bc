import ComposableArchitecture
import Foundation

extension CameraClient {
  /// A camera simulated on the injected clock: a frame every second from the start of a clip,
  /// and the clip written to ``SharedKey/savedClips`` a quarter of a second after the stop.
  ///
  /// - Parameter cardFillsAfter: When given, the memory card holds this many frames: the next
  ///   frame throws ``CameraError/cardFull`` and nothing is saved.
  static func simulated(cardFillsAfter frameLimit: Int? = nil) -> Self {
    let camera = SimulatedCamera(frameLimit: frameLimit)
    return Self(
      requestAccess: { true },
      shoot: { url in camera.shoot(into: url) },
      stopShooting: { camera.stop() }
    )
  }
}

/// One clip at a time. Frames stop the moment the clip is stopped, so the last frame can never
/// arrive after the stop, nor at the instant the clip is saved.
private final class SimulatedCamera: Sendable {
  static let frameInterval = Duration.seconds(1)
  static let savingTime = Duration.milliseconds(250)

  private struct Shot {
    let startedAt: any InstantProtocol<Duration>
    var frames = 0
    /// Receives the frame count when the clip is stopped.
    let stopped: AsyncStream<Int>.Continuation
  }

  private let frameLimit: Int?
  private let shot = LockIsolated<Shot?>(nil)

  init(frameLimit: Int?) {
    self.frameLimit = frameLimit
  }

  func shoot(into url: URL) -> AsyncThrowingStream<Int, any Error> {
    AsyncThrowingStream { continuation in
      let task = Task {
        do {
          try await shootUntilStopped(into: url, reporting: continuation)
          continuation.finish()
        } catch {
          continuation.finish(throwing: error)
        }
      }
      continuation.onTermination = { _ in task.cancel() }
    }
  }

  /// Takes frames until ``stop()``, then writes the clip; throws when the card fills up or the
  /// clip is cancelled, and then nothing is written.
  private func shootUntilStopped(
    into url: URL, reporting frames: AsyncThrowingStream<Int, any Error>.Continuation
  ) async throws {
    @Dependency(\.continuousClock) var continuousClock
    let clock = continuousClock
    let (stopped, stop) = AsyncStream.makeStream(of: Int.self)
    shot.setValue(Shot(startedAt: clock.now, stopped: stop))
    defer { shot.setValue(nil) }
    let frameCount = try await withThrowingTaskGroup(of: Int.self) { group in
      group.addTask { [frameLimit, shot] in
        var frame = 0
        while true {
          try await clock.sleep(for: Self.frameInterval)
          frame += 1
          if let frameLimit, frame > frameLimit { throw CameraError.cardFull }
          shot.withValue { [frame] in $0?.frames = frame }
          frames.yield(frame)
        }
      }
      group.addTask {
        for await frameCount in stopped { return frameCount }
        throw CancellationError()
      }
      defer { group.cancelAll() }
      return try await group.next()!
    }
    try await clock.sleep(for: Self.savingTime)
    @Shared(.savedClips) var savedClips = [:]
    $savedClips.withLock { $0[url] = frameCount }
  }

  /// Ends the clip being shot, if any, and answers how long it ran.
  func stop() -> TimeInterval? {
    @Dependency(\.continuousClock) var clock
    guard let stopped = shot.withValue({ current in defer { current = nil }; return current }) else { return nil }
    stopped.stopped.yield(stopped.frames)
    return seconds(on: clock, since: stopped.startedAt)
  }

  /// The seconds from `start` to now: `start` is an instant of `clock`, whose type is known
  /// only at run time.
  private func seconds<C: Clock<Duration>>(on clock: C, since start: any InstantProtocol<Duration>) -> TimeInterval {
    (start as! C.Instant).duration(to: clock.now) / .seconds(1)
  }
}
