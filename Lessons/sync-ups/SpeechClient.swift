import ComposableArchitecture
import Foundation

/// Transcribes what is said during a meeting.
///
/// TCA's app wraps Apple's Speech framework and the microphone. The playground has neither, so
/// the live value is a local simulation on the injected clock: it "hears" a short stand-up, one
/// word at a time, each after a pause as long as the word. The `dependency speechClient` modes
/// switch it to a denied or restricted permission, or to a recognizer that fails mid-meeting.
@DependencyClient
struct SpeechClient {
  var authorizationStatus: @Sendable () -> SpeechRecognizerAuthorizationStatus = { .denied }
  var requestAuthorization: @Sendable () async -> SpeechRecognizerAuthorizationStatus = { .denied }
  var startTask:
    @Sendable (_ request: SpeechRecognitionRequest) async -> AsyncThrowingStream<SpeechRecognitionResult, any Error> =
      { _ in .finished() }
}

/// Whether the user let the app recognize speech: the cases of Speech's
/// `SFSpeechRecognizerAuthorizationStatus`, which Linux does not have.
enum SpeechRecognizerAuthorizationStatus: Equatable, Sendable {
  case notDetermined
  case denied
  case restricted
  case authorized
}

/// What to listen to: in TCA's app, a buffer the microphone fills.
struct SpeechRecognitionRequest: Equatable, Sendable {
  var locale = "en-US"
}

struct SpeechRecognitionResult: Equatable, Sendable {
  var bestTranscription: Transcription
  var isFinal: Bool
}

struct Transcription: Equatable, Sendable {
  var formattedString: String
}

/// How the simulated recognizer stops hearing: the error a failing recognizer throws. TCA's
/// app throws Speech's own errors, so an exported test that throws this one declares it.
struct SpeechRecognitionFailure: Error, Equatable, Decodable {}

extension DependencyValues {
  var speechClient: SpeechClient {
    get { self[SpeechClient.self] }
    set { self[SpeechClient.self] = newValue }
  }
}

extension SpeechClient: DependencyKey {
  static let liveValue = Self.simulated(status: .authorized)

  /// Unimplemented: a test that starts a meeting must say what the recognizer does.
  static let testValue = Self()

  /// What the simulated recognizer hears in every meeting.
  static let standUp = """
    Yesterday I finished the sync-ups list. Today I am writing its tests. \
    No blockers, but I need a review of the recording screen.
    """

  /// Permission `status`, granted as is when asked; once started, it transcribes ``standUp``
  /// word by word on the injected clock, and throws ``SpeechRecognitionFailure`` after
  /// `failingAfter` words when given.
  static func simulated(status: SpeechRecognizerAuthorizationStatus, failingAfter: Int? = nil) -> Self {
    Self(
      authorizationStatus: { status },
      requestAuthorization: { status },
      startTask: { _ in
        @Dependency(\.continuousClock) var continuousClock
        let clock = continuousClock
        let words = standUp.split(separator: " ").map(String.init)
        let heard = LockIsolated(0)
        return AsyncThrowingStream {
          let count = heard.value
          if let failingAfter, count == failingAfter { throw SpeechRecognitionFailure() }
          guard count < words.count else { return nil }
          try await clock.sleep(for: .milliseconds(200 + 50 * words[count].count))
          heard.setValue(count + 1)
          return SpeechRecognitionResult(
            bestTranscription: Transcription(formattedString: words[...count].joined(separator: " ")),
            isFinal: count + 1 == words.count
          )
        }
      }
    )
  }
}
