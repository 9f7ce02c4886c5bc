/// What a lesson hands the session for its tutorial: the script and the Swift files it shows,
/// as text compiled into the binary (the `Lessons` module embeds them with the
/// `EmbedLessonFiles` build plugin), so `source` prints exactly the code that runs.
public struct TutorialFiles: Sendable {
  /// Where the files live in the repository, for messages: `Lessons/counter`.
  public let folder: String
  /// The text of `Tutorial.md`; `nil` when the folder has none.
  public let script: String?
  /// The folder's Swift files by name: `Counter.swift` → its text.
  public let sources: [String: String]

  public init(folder: String, script: String?, sources: [String: String]) {
    self.folder = folder
    self.script = script
    self.sources = sources
  }

  /// `Lessons/counter/Tutorial.md`
  package var scriptPath: String { "\(folder)/Tutorial.md" }
}
