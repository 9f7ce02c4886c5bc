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

/// `open PATH…`: listed by `help`; the shell acts on it (see ``ShellDirective``).
extension ShellCommand {
  static let openFeature = ShellCommand(
    ShellDirective.openName, usage: "open PATH…",
    summary: "load a feature from Swift files of your own, or TCA's case studies, as a lesson",
    details: [
      "  open ~/tca/Examples/CaseStudies/SwiftUICaseStudies/01-GettingStarted-Counter.swift",
      "  open PATH… [--feature NAME] [--state EXPR] [--explain]",
      "PATH is Swift files or folders, read where they are and never changed. Their views",
      "(types conforming to View, UIViewController, …), #Preview blocks, PreviewProviders and",
      "SwiftUI/UIKit/AppKit imports are removed by swift-syntax, and nothing else is",
      "rewritten; a file importing a framework Linux lacks (AVFoundation) is kept for Apple's",
      "systems alone. The result goes to Sources/OpenedFeatures/Generated/ (git-ignored),",
      "the playground rebuilds, and the session goes on in the new build on the feature,",
      "listed by 'lessons' under \"Opened with 'open'\". The same files again need no build.",
      "  --feature NAME   the root @Reducer, when several are embedded by no other",
      "  --state EXPR     the first state, when its State has no init(): --state 'Form.State(name: \"a\")'",
      "  --explain        print each edit as FILE:LINE: removed …, and open nothing",
      "Compiler errors name your own files and lines; the session goes on unchanged.",
      "A dependency with no live value here (a client over AVFoundation or Speech) loads",
      "'unimplemented': its first call fails, naming the client, as in a test. Give it a",
      "value with 'dependency NAME preview' (its previewValue), or open with it a file that",
      "declares 'extension Client: DependencyKey { static let liveValue = … }'.",
      "Also: tca-playground open PATH…; ':reload' opens the same files again and rebuilds.",
    ],
    usesFiles: true
  ) { _, _ in .proceed }
}
