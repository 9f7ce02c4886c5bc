/// A lesson's guided tutorial, read from its `Tutorial.md` (the format is in
/// `Lessons/README.md`): an introduction to the concept, then steps, each with an instruction,
/// goals the session checks after every command, hints, and an explanation shown when the
/// goals are met.
public struct Tutorial: Sendable {
  public struct Step: Sendable {
    public let title: String
    /// What to do, as the learner reads it.
    public let instruction: String
    /// All must be met for the step to be done.
    let goals: [Goal]
    /// `hint` shows them in order, then starts again from the first.
    public let hints: [String]
    /// Shown after `✓` when the goals are met.
    public let explanation: String
    /// The parts of the lesson's code `source` prints at this step.
    let excerpts: [SourceExcerpt]
  }

  /// The `# ` heading: `Counter: a reducer, its state and its actions`.
  public let title: String
  /// Everything between the title and the first step.
  public let introduction: String
  public let steps: [Step]
  /// What `source` prints at a step that names no part of the code: the front part's
  /// `- source:` lines.
  let defaultExcerpts: [SourceExcerpt]
  /// What `source all` prints: every file a `- source:` line names, whole, in the order the
  /// script first names them, then the lesson's other Swift files but its `…Lesson.swift`
  /// registration, by name.
  let wholeFiles: [SourceExcerpt]

  /// Reads a lesson's script and resolves the code it points to.
  public init(_ files: TutorialFiles) throws(TutorialScriptError) {
    self = try TutorialParser(files: files).parse()
  }

  init(
    title: String, introduction: String, steps: [Step],
    defaultExcerpts: [SourceExcerpt], wholeFiles: [SourceExcerpt]
  ) {
    self.title = title
    self.introduction = introduction
    self.steps = steps
    self.defaultExcerpts = defaultExcerpts
    self.wholeFiles = wholeFiles
  }
}
