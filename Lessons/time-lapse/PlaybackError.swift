/// Why a saved clip could not be played. The player throws it, and `Clip` sends it back in
/// `playbackFailed`: `Equatable`, so a test receives the failure by value.
enum PlaybackError: Error, Equatable, CaseIterable {
  /// The file is on the card but cannot be read to its end.
  case damaged
  /// No clip was ever saved at this file.
  case notOnCard

  /// What the alert tells the user.
  var message: String {
    switch self {
    case .damaged: "The file is damaged partway through."
    case .notOnCard: "There is no such file on the memory card."
    }
  }
}
