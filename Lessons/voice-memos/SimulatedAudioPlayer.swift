import ComposableArchitecture
import Foundation

extension AudioPlayerClient {
  /// A player simulated on the injected clock, in place of the speaker and `AVAudioPlayer`
  /// TCA's app uses: it plays a file of the device's ``SharedKey/recordings`` for its length.
  /// A file that is not there cannot be decoded, as with `AVAudioPlayer(contentsOf:)`.
  ///
  /// - Parameter failingAfter: When given, decoding fails this long into any recording that
  ///   is longer, and `play` throws ``DecodingFailure``.
  static func simulated(failingAfter: Duration? = nil) -> Self {
    Self { url in
      @Dependency(\.continuousClock) var clock
      @Shared(.recordings) var recordings = [:]
      guard let length = recordings[url] else {
        throw DecodingFailure(message: "There is no recording at \(url.path).")
      }
      if let failingAfter, failingAfter < length {
        try await clock.sleep(for: failingAfter)
        throw DecodingFailure()
      }
      try await clock.sleep(for: length)
      return true
    }
  }
}

/// What the simulated player throws when it cannot play a file. The playground's own, as the
/// app's player throws what `AVAudioPlayer` throws: an exported test declares it.
struct DecodingFailure: Error, Equatable, Decodable {
  var message = "The recording could not be decoded."
}
