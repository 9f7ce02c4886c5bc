import ComposableArchitecture
import Foundation
import PlaygroundText
import TranscriptFormat

/// The playground engine: a loaded lesson and the shell's commands, text in, lines out.
///
/// A session is a pure function of its commands. Effects run on the main serial executor
/// (swift-concurrency-extras), time is a virtual clock that moves only on `advance` and `run`,
/// UUIDs increment and dates come from the virtual clock, so the same commands print the same
/// bytes on every run.
@MainActor
public final class Playground {
  public enum Outcome: Equatable, Sendable {
    case proceed
    case quit
  }

  /// Why a playground could not start.
  public struct UnknownLesson: Error, CustomStringConvertible {
    public let description: String
  }

  public let lessons: [Lesson]
  let output: Output
  /// Runs the guided tutorials and keeps their progress.
  let tutor: Tutor
  let isInterrupted: () -> Bool
  private let dataFolder: DataFolder
  /// `set`'s values: they last for the session, across `load` and `reset`.
  let settings = SessionSettings()
  /// How many received actions the command running now still prints in full.
  let budget = ReceivedActionBudget()
  /// The loaded lesson's store and clock. The first lesson's is built when the session first
  /// needs it, for its first prompt or command, not in `init`: start-up does not wait on its
  /// dependencies, clock and store, and a shell whose input ends at once never builds one.
  /// What the store reports as it is built is printed then.
  var host: any LessonHost {
    get {
      if let loadedHost { return loadedHost }
      let host = makeHost(firstLesson)
      loadedHost = host
      host.printIssues()
      return host
    }
    set { loadedHost = newValue }
  }
  private var loadedHost: (any LessonHost)?
  /// How many actions the loaded lesson's effects have sent: the benchmark's count of work.
  package var receivedCount: Int { host.receivedCount }
  /// The lesson the session started with: where a replay of its steps starts.
  let firstLesson: Lesson
  /// The steps taken, for `history`, `undo` and `goto`.
  var history = History()
  /// Keeps replays off the real data folder.
  let replayFiles: ReplayFiles
  /// Set while `undo` or `goto` replays steps: output is muted, the tutorial hears nothing.
  var isReplaying = false {
    didSet { transcripts.isReplaying = isReplaying }
  }
  /// Set when Ctrl-C stopped the running replay.
  var replayWasInterrupted = false
  /// The step the running replay is at, and how many it runs.
  var replayPlace = (step: 0, count: 0)
  /// Hears where a running replay is, as it goes, and `nil` when it ends: the shell draws a
  /// progress line on a terminal from it. Never session output.
  public var replayProgress: ((ReplayProgress?) -> Void)?
  /// How many times the user started a lesson over (`load`, `reset`, not a replay's) since
  /// the session began.
  private(set) var lessonStarts = 0
  /// How wide `timeline` draws: the terminal's width, which the shell sets; 80 when piped.
  public var width = 80
  /// Whether lessons run in a `TestStore`: `test on|off`, `tca-playground test LESSON`. It
  /// lasts across `reset`, which starts a new test; `load`, `learn` and `restart` end it.
  var isTestMode = false
  /// `:record`'s recording, and the files `:save` and `export test FILE` write.
  public let transcripts: TranscriptWriter

  /// The lesson loaded now.
  public var lesson: Lesson { loadedHost?.lesson ?? firstLesson }

  /// `counter> `, or `counter [3/7]> ` after a jump through history. A prompt is asked for
  /// only to take a line, so asking builds the first lesson's store (see ``host``), and what
  /// it reports as it is built comes before the line.
  public var prompt: String {
    Transcript.prompt(host.lesson.id, isTestMode: isTestMode, place: history.hasJumped ? history.place : nil)
  }

  /// The line that shows `command` was typed: the prompt, then the command with its control
  /// characters escaped (see `String.echoedAsCommand`).
  public func echo(_ command: String) -> String {
    prompt + command.echoedAsCommand
  }

  /// What the lessons run on, said once in the welcome text and in `help`: a learner should
  /// know where the playground and TCA may differ, and where to read how.
  public static let runtimeNote = """
    The lessons run on the playground's own runtime with TCA's API shape (TCA itself does not
    build on Linux); docs/tca-compatibility.md lists where the two differ.
    """

  /// - Parameters:
  ///   - lessonID: The lesson to start with; the first lesson when `nil`.
  ///   - sink: Receives every line the session prints, as it happens.
  ///   - dataFolder: Where lessons keep their files; see ``DataFolder``.
  ///   - isInterrupted: Polled between actions during `advance` and `run`; returns whether the
  ///     user pressed Ctrl-C since the last poll.
  ///   - progress: Where tutorial progress is read from and saved to; by default it lasts as
  ///     long as the session.
  ///   - transcriptFiles: Where `:record` and `:save` write; without it they are refused.
  public init(
    lessons: [Lesson],
    lessonID: String? = nil,
    dataFolder: DataFolder = .temporary(),
    sink: @escaping (OutputLine) -> Void,
    isInterrupted: @escaping () -> Bool = { false },
    progress: any ProgressStore = InMemoryProgressStore(),
    transcriptFiles: TranscriptFiles? = nil
  ) throws(UnknownLesson) {
    precondition(!lessons.isEmpty, "a playground needs at least one lesson")
    // Every task, effects included, runs on the main thread's serial queue, in order.
    uncheckedUseMainSerialExecutor = true
    let lesson = try Self.find(lessonID ?? lessons[0].id, in: lessons)
    self.lessons = lessons
    let transcripts = TranscriptWriter(files: transcriptFiles)
    self.transcripts = transcripts
    let recorder = transcripts.recorder
    let output = Output { line in
      recorder.output(line)
      sink(line)
    }
    self.output = output
    self.isInterrupted = isInterrupted
    self.dataFolder = dataFolder
    self.firstLesson = lesson
    self.replayFiles = ReplayFiles(dataFolder: dataFolder)
    let tutor = Tutor(lessons: lessons, store: progress, output: output)
    self.tutor = tutor
  }

  /// A fresh host for `lesson`. While a replay runs, its tutorial hears nothing, and Ctrl-C
  /// stops the whole replay, not the step it is in (see `replay(_:)`).
  func makeHost(_ lesson: Lesson) -> any LessonHost {
    let environment = HostEnvironment(
      output: output,
      isInterrupted: { [weak self, isInterrupted] in
        guard let self, isReplaying else { return isInterrupted() }
        reportReplayProgress()
        if !replayWasInterrupted, isInterrupted() { replayWasInterrupted = true }
        return replayWasInterrupted
      },
      dataFolder: dataFolder,
      fileStorage: replayFiles.storage,
      record: { [weak self] event in
        guard let self, !self.isReplaying else { return }
        self.tutor.observe(event)
      },
      recordsStoreEvents: { [weak self] in
        guard let self else { return false }
        return !isReplaying && tutor.awaitsEvents
      },
      settings: settings,
      budget: budget,
      isTestMode: isTestMode
    )
    return lesson.open(with: HostOpener(lesson: lesson, environment: environment))
  }

  private static func find(_ id: String, in lessons: [Lesson]) throws(UnknownLesson) -> Lesson {
    guard let lesson = lessons.first(where: { $0.id == id }) else {
      let note = unknownLessonNote(id, among: lessons.map(\.id), listedBy: "tca-playground lessons")
      throw UnknownLesson(
        description: "unknown lesson '\(id)'\(note.list)\(note.suggestion.map { "; did you mean \($0)?" } ?? "")"
      )
    }
    return lesson
  }

  /// Runs one line the user typed, then lets a running tutorial check its step's goals. A
  /// ``ShellDirective`` does nothing here: the shell acts on it before it reaches the session.
  /// A recording gets the line after its prompt, unless it is a `:record` line.
  public func execute(_ line: String) async -> Outcome {
    // After every command, so the file holds what was recorded if the process ends suddenly.
    defer { transcripts.saveRecording(warningOn: output) }
    // Line breaks and other white space around the command (a stray `\r`) are not part of it;
    // within it, only spaces and tabs separate the name, so a control character stays in the
    // name an error quotes.
    let leading = line.prefix(while: \.isWhitespace).count
    let trimmed = line.trimmingWhitespaceAndNewlines()
    let isDirective = ShellDirective(trimmed) != nil
    guard !trimmed.isEmpty, !trimmed.hasPrefix("#"), !isDirective else {
      if !isDirective { transcripts.recorder.command(line, prompt: prompt) }
      return .proceed
    }
    let name = String(trimmed.prefix { $0 != " " && $0 != "\t" })
    let argument = trimmed.dropFirst(name.count).trimmingWhitespace()
    let argumentColumn =
      leading + 1 + (trimmed.count - trimmed.dropFirst(name.count).drop(while: \.isWhitespace).count)
    let command = ShellCommand.named(name)
    if command?.name == ShellCommand.record.name {
      transcripts.recorder.skipCommand()
    } else {
      transcripts.recorder.command(line, prompt: prompt)
    }
    // Between commands, so a command never sees a shared file change under it; logged as a
    // step, so undo and goto reload it too.
    for file in host.shared.reloadSharedChangedOutside() { recordOutsideChange(of: file) }
    budget.startCommand(printingEach: settings.longRuns == .all)
    tutor.commandStarts()
    var outcome = Outcome.proceed
    do {
      if let command, command.isStep(argument) {
        let onlyIfALessonStarts = command.historyRole == .stepWhenItStartsALesson
        try await runStep(trimmed, onlyIfALessonStarts: onlyIfALessonStarts) { () async throws(ParseError) in
          outcome = try await run(command, name: name, argument: argument, column: argumentColumn)
        }
      } else {
        outcome = try await run(command, name: name, argument: argument, column: argumentColumn)
      }
      if let command { tutor.observe(.commandRun(command.name)) }
    } catch {
      output.error(error.description)
      output.flush()
      // A command that fails never completes a step, even when the state already meets its
      // goal (after `back`, say): the ✓ would credit the failed command.
      return .proceed
    }
    output.flush()
    if command?.checksGoals ?? true, outcome == .proceed {
      tutor.check(Goal.Session(state: { [host] path in try? host.state(at: path) }, isTestMode: isTestMode))
    }
    return outcome
  }

  /// Whether `:load` leaves `line` out when it replays a file: `quit` or `exit`, and the
  /// commands that read or write files (`:record`, `:save`, `:load`, `export test FILE`),
  /// since a file from someone else must not write into your folders.
  public static func isSkippedByLoad(_ line: String) -> Bool {
    let words = line.split(whereSeparator: \.isWhitespace)
    guard let name = words.first, let command = ShellCommand.named(String(name)) else { return false }
    if command.name == ShellCommand.export.name { return words.count > 2 }
    return command.name == ShellCommand.quit.name || command.usesFiles
  }

  /// Ends the session: one notice for each effect still in flight, as a TestStore would give,
  /// and file storage's held-back writes written. In test mode the test ends instead, and
  /// TestStore's report of what is left is the notice (see ``testFailed``).
  public func finish() {
    if let testMode = loadedHost?.testMode {
      testMode.endTest()
    } else {
      for notice in loadedHost?.clock.effectsStillRunning ?? [] { output.warning(notice) }
    }
    flushPendingWrites()
  }

  /// Whether the session ended in test mode with a failed test: a `TestStore` call failed,
  /// or its end-of-test checks did. The shell then exits with status 1, as a failed test run
  /// does.
  public var testFailed: Bool {
    loadedHost?.testMode?.hasFailed ?? false
  }

  /// The lines ``finish()`` would print now, outside test mode: a replayed transcript's last
  /// command carries them, so `:load` compares its output with them added.
  public var endNotices: [String] {
    guard loadedHost?.testMode == nil else { return [] }
    return (loadedHost?.clock.effectsStillRunning ?? []).map { "warning: \($0)" }
  }

  /// Writes file storage's held-back changes now: when the session ends, or the user presses
  /// Ctrl-C, which may be on the way to ending it.
  public func flushPendingWrites() {
    loadedHost?.flushPendingWrites()
  }

  func run(
    _ name: String, argument: String, column: Int
  ) async throws(ParseError) -> Outcome {
    try await run(ShellCommand.named(name), name: name, argument: argument, column: column)
  }

  /// Runs `command`, the command `name` names, found once by the caller; `nil` when `name`
  /// names none.
  private func run(
    _ command: ShellCommand?, name: String, argument: String, column: Int
  ) async throws(ParseError) -> Outcome {
    guard let command else {
      if name.hasPrefix(".") || name.hasPrefix("\\") {
        throw ParseError("a line starts with a command", column: nil, suggestion: "send \(name)")
      }
      throw ParseError(
        "unknown command '\(quoted(name))'; type 'help' for the list", column: nil,
        suggestion: closestName(to: name, in: ShellCommand.names)
      )
    }
    let invocation = ShellCommand.Invocation(name: name, argument: argument, column: column)
    if !command.takesArgument { try invocation.expectNoArgument() }
    return try await command.run(self, invocation)
  }

  /// A word from the typed line as an error message quotes it: control characters escaped,
  /// and cut short, so the message stays one readable line.
  private func quoted(_ word: String) -> String {
    let escaped = word.map(\.debugDescriptionEscaped).joined()
    return escaped.count > 40 ? escaped.prefix(40) + "…" : escaped
  }

  /// Tears the loaded lesson down and starts `lesson` fresh. A running tutorial forgets what
  /// happened at its step, effects cancelled by the teardown included.
  func start(_ lesson: Lesson) async {
    await host.tearDown()
    host = makeHost(lesson)
    if !isReplaying { lessonStarts += 1 }
    host.printIssues()
    tutor.forgetEvents()
  }

  /// Starts `lesson` fresh as an app, as `load`, `learn` and `restart` do: a test running
  /// ends first, with TestStore's report of what is left, and test mode with it, so a test
  /// never carries into another lesson or tutorial.
  func startAsApp(_ lesson: Lesson) async {
    let endsTestMode = isTestMode
    isTestMode = false
    await start(lesson)
    if endsTestMode, !isReplaying {
      output.append("test mode off: \(lesson.id) runs as an app; 'test on' starts a test")
    }
  }

  /// The lesson with `id`, or an error suggesting the nearest.
  func lesson(named id: String, column: Int) throws(ParseError) -> Lesson {
    guard let lesson = lessons.first(where: { $0.id == id }) else {
      let note = unknownLessonNote(id, among: lessons.map(\.id), listedBy: "lessons")
      throw ParseError("unknown lesson '\(id)'\(note.list)", column: column, suggestion: note.suggestion)
    }
    return lesson
  }
}
