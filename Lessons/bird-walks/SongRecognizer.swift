import ComposableArchitecture
import Foundation

/// Names the birds singing near the phone, from the microphone.
///
/// A real app would feed microphone buffers to a sound-classification model. The playground has
/// neither, so the live value is a local simulation on the injected clock: each habitat has its
/// own dawn chorus, one call at a time, each after a pause that grows with the name's length.
/// The `dependency songRecognizer` modes switch it to a denied or restricted microphone, or to a
/// recogniser that breaks down mid-walk.
@DependencyClient
struct SongRecognizer {
  var permission: @Sendable () -> MicrophonePermission = { .denied }
  var requestPermission: @Sendable () async -> MicrophonePermission = { .denied }
  var listen: @Sendable (_ habitat: Habitat) async -> AsyncThrowingStream<BirdCall, any Error> = { _ in .finished() }
}

/// Whether the user lets the app use the microphone.
enum MicrophonePermission: Equatable, Sendable {
  case undetermined
  case denied
  case restricted
  case granted
}

/// One call the recogniser heard: the species it guesses and how sure it is, in percent.
struct BirdCall: Equatable, Sendable {
  var species: String
  var confidence: Int
}

/// How the simulated recogniser breaks down; an exported test that throws it declares it.
struct RecognizerBreakdown: Error, Equatable, Decodable {}

extension DependencyValues {
  var songRecognizer: SongRecognizer {
    get { self[SongRecognizer.self] }
    set { self[SongRecognizer.self] = newValue }
  }
}

extension SongRecognizer: DependencyKey {
  static let liveValue = Self.simulated(permission: .granted)

  /// Unimplemented: a test that starts a walk must say what the recogniser hears.
  static let testValue = Self()

  /// What the simulated recogniser hears in each habitat, in order; a guess under 60% is one
  /// the walk leaves out of its log.
  static func chorus(of habitat: Habitat) -> [BirdCall] {
    switch habitat {
    case .coast:
      [.init(species: "Oystercatcher", confidence: 94), .init(species: "Curlew", confidence: 71),
       .init(species: "Rock pipit", confidence: 38), .init(species: "Turnstone", confidence: 83)]
    case .meadow:
      [.init(species: "Skylark", confidence: 97), .init(species: "Yellowhammer", confidence: 64),
       .init(species: "Corn bunting", confidence: 41), .init(species: "Skylark", confidence: 90)]
    case .wetland:
      [.init(species: "Coot", confidence: 88), .init(species: "Sedge warbler", confidence: 52),
       .init(species: "Reed warbler", confidence: 79), .init(species: "Water rail", confidence: 66),
       .init(species: "Coot", confidence: 91)]
    case .woodland:
      [.init(species: "Wren", confidence: 92), .init(species: "Chiffchaff", confidence: 85),
       .init(species: "Treecreeper", confidence: 45), .init(species: "Song thrush", confidence: 77)]
    }
  }

  /// Microphone `permission`, granted as is when asked; once listening, it hears the habitat's
  /// ``chorus(of:)`` on the injected clock, a call every 0.5 s plus 0.1 s a letter, and throws
  /// ``RecognizerBreakdown`` after `breakingAfter` calls when given.
  static func simulated(permission: MicrophonePermission, breakingAfter: Int? = nil) -> Self {
    Self(
      permission: { permission },
      requestPermission: { permission },
      listen: { habitat in
        @Dependency(\.continuousClock) var continuousClock
        let clock = continuousClock
        let calls = chorus(of: habitat)
        let heard = LockIsolated(0)
        return AsyncThrowingStream {
          let count = heard.value
          if let breakingAfter, count == breakingAfter { throw RecognizerBreakdown() }
          guard count < calls.count else { return nil }
          try await clock.sleep(for: .milliseconds(500 + 100 * calls[count].species.count))
          heard.setValue(count + 1)
          return calls[count]
        }
      }
    )
  }
}
