import ComposableArchitecture
import PlaygroundText
import TranscriptFormat

/// The playground engine: a loaded lesson and the shell's commands, text in, lines out.
///
/// A session is a pure function of its commands. Effects run on the main serial executor
/// (swift-concurrency-extras), time is a virtual clock that moves only on `advance` and `run`,
/// UUIDs increment and dates come from the virtual clock, so the same commands print the same
/// bytes on every run.
///
/// It owns its parts and hands the commands a ``CommandContext`` of them: the lesson and its
/// host (``LessonSession``), the steps and `undo` (``TimeTravel``), the tutor, the output,
/// the settings and the files it writes (``TranscriptWriter``).
@MainActor
public final class Playground: SessionControl {
  public typealias Outcome = CommandOutcome

  let session: LessonSession
  let timeTravel: TimeTravel
  let output: Output
  /// Runs the guided tutorials and keeps their progress.
  let tutor: Tutor
  let isInterrupted: () -> Bool
  /// `set`'s values: they last for the session, across `load` and `reset`.
  let settings = SessionSettings()
  /// How many received actions the command running now still prints in full.
  let budget = ReceivedActionBudget()
  /// `:record`'s recording, and the files `:save` and `export test FILE` write.
  public let transcripts: TranscriptWriter
  /// How wide `timeline` draws: the terminal's width, which the shell sets; 80 when piped.
  public var width = 80

  /// The loaded lesson's host, built on first use (see ``LessonSession/host``).
  var host: any LessonHost { session.host }
  /// The lesson loaded now.
  public var lesson: Lesson { session.lesson }
  /// How many actions the loaded lesson's effects have sent: the benchmark's count of work.
  package var receivedCount: Int { host.receivedCount }
  /// How many steps made the session as it is now.
  public var stepsTaken: Int { timeTravel.history.position }
  /// Hears where a running `undo` or `goto` is (see ``ReplayState/progress``).
  public var replayProgress: ((ReplayProgress?) -> Void)? {
    get { session.replay.progress }
    set { session.replay.progress = newValue }
  }

  /// `counter> `, or `counter [3/7]> ` after a jump through history. A prompt is asked for
  /// only to take a line, so asking builds the first lesson's store (see ``host``), and what
  /// it reports as it is built comes before the line.
  public var prompt: String {
    let history = timeTravel.history
    return Transcript.prompt(host.lesson.id, isTestMode: session.isTestMode, place: history.hasJumped ? history.place : nil)
  }

  /// The line that shows `command` was typed: the prompt, then the command with its control
  /// characters escaped (see `String.echoedAsCommand`).
  public func echo(_ command: String) -> String {
    prompt + command.echoedAsCommand
  }

  /// What the lessons run on, said once in the welcome text and in `help`.
  public static var runtimeNote: String { ShellCommand.runtimeNote }
  /// Every name and alias the shell takes as a command, which no lesson id may be.
  nonisolated public static var commandNames: [String] { ShellCommand.names }

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
    let replay = ReplayState()
    transcripts = TranscriptWriter(files: transcriptFiles) { replay.isReplaying }
    let recorder = transcripts.recorder
    output = Output { line in
      recorder.output(line)
      sink(line)
    }
    self.isInterrupted = isInterrupted
    tutor = Tutor(lessons: lessons, store: progress, output: output)
    session = try LessonSession(
      lessons: lessons, firstLessonID: lessonID ?? lessons[0].id, output: output, isInterrupted: isInterrupted,
      dataFolder: dataFolder, settings: settings, budget: budget, tutor: tutor, replay: replay
    )
    timeTravel = TimeTravel(session: session, output: output, isInterrupted: isInterrupted)
    timeTravel.runCommand = { [unowned self] line in await ShellCommand.rerun(line, in: commandContext) }
  }

  /// The parts a command runs with.
  private var commandContext: CommandContext {
    CommandContext(
      session: session, timeTravel: timeTravel, tutor: tutor, output: output, settings: settings,
      budget: budget, transcripts: transcripts, width: width, control: self
    )
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
    let column = leading + 1 + (trimmed.count - trimmed.dropFirst(name.count).drop(while: \.isWhitespace).count)
    let command = ShellCommand.named(name)
    if command?.name == ShellCommand.record.name {
      transcripts.recorder.skipCommand()
    } else {
      transcripts.recorder.command(line, prompt: prompt)
    }
    // Between commands, so a command never sees a shared file change under it; logged as a
    // step, so undo and goto reload it too.
    for file in host.shared.reloadSharedChangedOutside() { timeTravel.recordOutsideChange(of: file) }
    budget.startCommand(printingEach: settings.longRuns == .all)
    tutor.commandStarts()
    var outcome = Outcome.proceed
    let context = commandContext
    do {
      if let command, command.isStep(argument) {
        let onlyIfALessonStarts = command.historyRole == .stepWhenItStartsALesson
        try await timeTravel.runStep(trimmed, onlyIfALessonStarts: onlyIfALessonStarts) { () async throws(ParseError) in
          outcome = try await ShellCommand.run(command, name: name, argument: argument, column: column, in: context)
        }
      } else {
        outcome = try await ShellCommand.run(command, name: name, argument: argument, column: column, in: context)
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
      tutor.check(Goal.Session(state: { [host] path in try? host.state(at: path) }, isTestMode: session.isTestMode))
    }
    return outcome
  }

  /// Whether `:load` leaves `line` out when it replays a file (see ``ShellCommand/isSkippedByLoad(_:)``).
  public static func isSkippedByLoad(_ line: String) -> Bool { ShellCommand.isSkippedByLoad(line) }

  /// Ends the session: one notice for each effect still in flight, as a TestStore would give,
  /// and file storage's held-back writes written. In test mode the test ends instead, and
  /// TestStore's report of what is left is the notice (see ``testFailed``).
  public func finish() { session.finish() }

  /// Whether the session ended in test mode with a failed test: a `TestStore` call failed,
  /// or its end-of-test checks did. The shell then exits with status 1, as a failed test run
  /// does.
  public var testFailed: Bool { session.loadedHost?.testMode?.hasFailed ?? false }

  /// The lines ``finish()`` would print now, outside test mode: a replayed transcript's last
  /// command carries them, so `:load` compares its output with them added.
  public var endNotices: [String] {
    guard session.loadedHost?.testMode == nil else { return [] }
    return (session.loadedHost?.clock.effectsStillRunning ?? []).map { "warning: \($0)" }
  }

  /// Writes file storage's held-back changes now: when the session ends, or the user presses
  /// Ctrl-C, which may be on the way to ending it.
  public func flushPendingWrites() { session.loadedHost?.flushPendingWrites() }

  /// A snapshot of the session for Tab completion, to hand to another thread. Take a new one
  /// after each command: lessons, state, stack ids and wake-ups change.
  public var completionContext: CompletionContext {
    session.completionContext(steps: timeTravel.history.steps.count, position: timeTravel.history.position)
  }
}
