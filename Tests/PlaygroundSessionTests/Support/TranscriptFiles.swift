import PlaygroundSession
import PlaygroundTerminal

extension TranscriptFiles {
  /// A temporary folder of the test's own, as a check writes in, kept as long as the files.
  static func checksOwnFolder(_ folder: TranscriptFolder = .temporary()) -> TranscriptFiles {
    TranscriptFiles(checkWritable: folder.checkWritable, write: { try folder.write($0, to: $1) })
  }
}
