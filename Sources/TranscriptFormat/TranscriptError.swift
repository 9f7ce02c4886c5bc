/// Why a transcript cannot be checked: the file is malformed, or names a lesson that does not
/// exist. Its description is the one line the `check` command prints after `error: `.
public struct TranscriptError: Error, Equatable, Sendable, CustomStringConvertible {
  public let path: String
  /// The line of the file at fault, from 1.
  public let line: Int
  public let message: String

  public init(path: String, line: Int, message: String) {
    self.path = path
    self.line = line
    self.message = message
  }

  /// `Transcripts/counter.transcript:3: unknown lesson 'countr' …`
  public var description: String {
    "\(path):\(line): \(message)"
  }
}
