import Foundation

/// The repository's `Transcripts/` folder.
let bundledTranscripts = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  .deletingLastPathComponent().appendingPathComponent("Transcripts")
