/// Where `:record`, `:save` and `export test FILE` write their files. The session itself never touches
/// the disk for them: whoever starts it hands it this, the shell its current folder, a check a
/// temporary folder of its own (see `TranscriptFolder` in PlaygroundTerminal). A session
/// without one, such as a replay inside `undo`, refuses both commands.
public struct TranscriptFiles: Sendable {
  /// Throws, with why not as its description (`no folder no/such`), unless the path, as typed,
  /// names a file that can be written now; returns whether writing it replaces a file.
  let checkWritable: @Sendable (_ path: String) throws -> Bool
  /// Writes the text to the path, as typed, replacing the file, or throws why not; returns
  /// whether it replaced one.
  let write: @Sendable (_ text: String, _ path: String) throws -> Bool

  public init(
    checkWritable: @escaping @Sendable (_ path: String) throws -> Bool,
    write: @escaping @Sendable (_ text: String, _ path: String) throws -> Bool
  ) {
    self.checkWritable = checkWritable
    self.write = write
  }
}
