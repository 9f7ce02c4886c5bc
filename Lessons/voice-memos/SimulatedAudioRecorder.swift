import ComposableArchitecture
import Foundation

extension AudioRecorderClient {
  /// A recorder simulated on the injected clock, in place of the microphone and
  /// `AVAudioRecorder` TCA's app uses.
  ///
  /// - Parameters:
  ///   - permission: What the user answers when the app asks for the microphone.
  ///   - failingAfter: When given, encoding fails this long into each recording, and
  ///     `startRecording` throws ``EncodingFailure``.
  static func simulated(permission: Bool = true, failingAfter: Duration? = nil) -> Self {
    let recorder = SimulatedAudioRecorder()
    return Self(
      currentTime: { recorder.currentTime },
      requestRecordPermission: { permission },
      startRecording: { url in try await recorder.record(to: url, failingAfter: failingAfter) },
      stopRecording: { recorder.stop() }
    )
  }
}

/// What the simulated encoder throws when it fails. The playground's own, as the app's
/// recorder throws what `AVAudioRecorder` reports: an exported test declares it.
struct EncodingFailure: Error, Equatable, Decodable {
  var message = "The recording could not be encoded."
}

/// One recording at a time, timed on the injected clock from start to stop. Stopping writes
/// the recording's length to the device's ``SharedKey/recordings``.
private final class SimulatedAudioRecorder: Sendable {
  private struct Recording {
    let url: URL
    let startedAt: any InstantProtocol<Duration>
    let finished: AsyncStream<Bool>.Continuation
  }

  private let recording = LockIsolated<Recording?>(nil)

  /// How long the file takes to write after ``stop()``.
  static let encodingTime = Duration.milliseconds(100)

  /// How long the recording has run, or `nil` when there is none, as `AVAudioRecorder`'s
  /// `currentTime` is read only while recording.
  var currentTime: TimeInterval? {
    @Dependency(\.continuousClock) var clock
    return recording.value.map { elapsed(on: clock, since: $0.startedAt).timeInterval }
  }

  /// Records until ``stop()``, which makes it return `true`; throws when encoding fails or
  /// the recording task is cancelled, and then no file is written.
  func record(to url: URL, failingAfter: Duration?) async throws -> Bool {
    @Dependency(\.continuousClock) var continuousClock
    let clock = continuousClock
    // A recorder writes one file at a time: a new recording ends the one before.
    stop()
    let (finished, continuation) = AsyncStream.makeStream(of: Bool.self)
    recording.setValue(Recording(url: url, startedAt: clock.now, finished: continuation))
    defer { recording.withValue { if $0?.url == url { $0 = nil } } }
    return try await withThrowingTaskGroup(of: Bool.self) { group in
      group.addTask {
        for await didFinish in finished {
          // Encoding the file takes a moment after the stop, as `RecordingMemo`'s `.encoding`
          // mode shows: the task that stopped the recording has long finished when the file
          // is written, whatever the build's executor hops.
          try await clock.sleep(for: SimulatedAudioRecorder.encodingTime)
          return didFinish
        }
        throw CancellationError()
      }
      if let failingAfter {
        group.addTask {
          try await clock.sleep(for: failingAfter)
          throw EncodingFailure()
        }
      }
      defer { group.cancelAll() }
      return try await group.next()!
    }
  }

  /// Ends the recording, if there is one, and writes its file.
  func stop() {
    @Dependency(\.continuousClock) var clock
    guard let stopped = recording.withValue({ current in defer { current = nil }; return current }) else { return }
    let length = elapsed(on: clock, since: stopped.startedAt)
    @Shared(.recordings) var recordings = [:]
    $recordings.withLock { $0[stopped.url] = length }
    stopped.finished.yield(true)
    stopped.finished.finish()
  }
}
