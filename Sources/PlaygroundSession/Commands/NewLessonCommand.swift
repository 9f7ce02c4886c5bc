import PlaygroundText

/// `new NAME`: listed by `help` like the others; the shell acts on it before a line reaches
/// the session (see ``ShellDirective``), so this value only describes it.
extension ShellCommand {
  static let newLesson = ShellCommand(
    ShellDirective.newLessonName, usage: "new NAME",
    summary: "write a lesson of your own into Lessons/NAME, to change and try",
    details: [
      "  new MyIdea   writes Lessons/MyIdea/MyIdea.swift, a @Reducer with one effect on the",
      "               clock, its registration, Tests/LessonsTests/MyIdeaTests.swift, an empty",
      "               Transcripts/my-idea/session.transcript, and lists it in Lessons/Chapters.md",
      "NAME is the feature's type name; the lesson's id is its words joined by '-'. A name that",
      "is taken or reserved is refused, with nothing written. The lesson is in the program once",
      "it is rebuilt (also: tca-playground new NAME). A check or a :load never runs it.",
    ],
    usesFiles: true
  ) { _, _ in .proceed }
}

extension Playground {
  /// Every name and alias the shell takes as a command, which no lesson id may be.
  nonisolated public static var commandNames: [String] { ShellCommand.names }
}
