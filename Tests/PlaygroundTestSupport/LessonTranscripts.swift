import Foundation

/// A folder of transcripts by lesson, as `Transcripts/` is: each lesson's in a folder named by
/// its id, so a file's lesson is the folder it is in, never a prefix of its name:
/// `Transcripts/navigation-stack/…` are not `navigation`'s.
public struct LessonTranscripts: Sendable {
  /// The repository's `Transcripts/`, the project's regression suite.
  public static let bundled = LessonTranscripts(
    root: URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Transcripts")
  )

  public let root: URL

  public init(root: URL) {
    self.root = root
  }

  /// Every `*.transcript` in the folder, at any depth, hidden ones left out, in path order.
  public func all() throws -> [URL] {
    try Self.transcripts(in: root)
  }

  /// The transcripts of lesson `id`: those in its folder, at any depth, in path order.
  public func files(of id: String) throws -> [URL] {
    let folder = root.appendingPathComponent(id, isDirectory: true)
    guard FileManager.default.fileExists(atPath: folder.path) else { return [] }
    return try Self.transcripts(in: folder)
  }

  /// The text of every transcript of lesson `id`, or of every lesson when `nil`.
  public func text(of id: String? = nil) throws -> String {
    try (id.map(files(of:)) ?? all()).map { try String(contentsOf: $0, encoding: .utf8) }.joined(separator: "\n")
  }

  private static func transcripts(in folder: URL) throws -> [URL] {
    var failure: (any Error)?
    guard
      let enumerator = FileManager.default.enumerator(
        at: folder, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles],
        errorHandler: { _, error in
          failure = error
          return false
        })
    else { throw CocoaError(.fileReadUnknown, userInfo: [NSFilePathErrorKey: folder.path]) }
    let files = enumerator.compactMap { $0 as? URL }.filter { $0.pathExtension == "transcript" }
    if let failure { throw failure }
    return files.sorted { $0.path < $1.path }
  }
}
