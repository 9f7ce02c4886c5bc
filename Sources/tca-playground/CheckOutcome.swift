/// What checking one transcript file came to. Worker processes send these to the parent as
/// JSON, so it is plain data.
struct CheckOutcome: Codable, Equatable, Sendable {
  enum Status: String, Codable, Sendable {
    case passed
    case failed
    /// Failed, and `--update` rewrote the file to match.
    case updated
    /// Unreadable or malformed: `message` says why.
    case error
  }

  let path: String
  var status: Status
  /// Commands replayed.
  var commands = 0
  /// Wall-clock time of the check, for the JUnit report.
  var seconds = 0.0
  /// The first line that differs, or the line at fault for an error.
  var line: Int?
  /// The unified diff of a failed or updated transcript, one line each.
  var diff: [String] = []
  /// For an error: what is wrong, after `path:line: `.
  var message: String?
}

extension CheckOutcome {
  /// `Transcripts/counter/basics.transcript:12`, or the path alone when no line is known.
  var location: String {
    line.map { "\(path):\($0)" } ?? path
  }
}
