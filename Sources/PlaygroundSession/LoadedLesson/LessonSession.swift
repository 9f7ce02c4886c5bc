import PlaygroundText

/// The session's lesson: the lessons it can load, the one loaded now with its host, and
/// whether it runs as a `TestStore` test. It builds every host, and starts lessons over.
@MainActor
final class LessonSession {
  let lessons: [Lesson]
  /// The lesson the session started with: where a replay of its steps starts.
  let firstLesson: Lesson
  let replay: ReplayState
  /// Keeps replays off the real data folder.
  let replayFiles: ReplayFiles
  /// Whether lessons run in a `TestStore`: `test on|off`, `tca-playground test LESSON`. It
  /// lasts across `reset`, which starts a new test; `load`, `learn` and `restart` end it.
  var isTestMode = false
  /// How many times the user started a lesson over (`load`, `reset`, not a replay's) since
  /// the session began.
  private(set) var lessonStarts = 0
  private let output: Output
  private let isInterrupted: () -> Bool
  private let dataFolder: DataFolder
  private let settings: SessionSettings
  private let budget: ReceivedActionBudget
  private let tutor: Tutor

  init(
    lessons: [Lesson], firstLessonID: String, output: Output, isInterrupted: @escaping () -> Bool,
    dataFolder: DataFolder, settings: SessionSettings, budget: ReceivedActionBudget, tutor: Tutor,
    replay: ReplayState
  ) throws(UnknownLesson) {
    guard let first = lessons.first(where: { $0.id == firstLessonID }) else {
      let note = unknownLessonNote(firstLessonID, among: lessons.map(\.id), listedBy: "tca-playground lessons")
      throw UnknownLesson(
        description: "unknown lesson '\(firstLessonID)'\(note.list)\(note.suggestion.map { "; did you mean \($0)?" } ?? "")"
      )
    }
    self.lessons = lessons
    self.firstLesson = first
    self.output = output
    self.isInterrupted = isInterrupted
    self.dataFolder = dataFolder
    self.replayFiles = ReplayFiles(dataFolder: dataFolder)
    self.settings = settings
    self.budget = budget
    self.tutor = tutor
    self.replay = replay
  }

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
  /// The host, once one is built: what ending a session that never built one must not build.
  private(set) var loadedHost: (any LessonHost)?

  /// The lesson loaded now.
  var lesson: Lesson { loadedHost?.lesson ?? firstLesson }

  /// A fresh host for `lesson`. While a replay runs, its tutorial hears nothing, and Ctrl-C
  /// stops the whole replay, not the step it is in.
  func makeHost(_ lesson: Lesson) -> any LessonHost {
    let environment = HostEnvironment(
      output: output,
      isInterrupted: { [weak self, isInterrupted] in
        guard let self, replay.isReplaying else { return isInterrupted() }
        replay.report(time: self.host.clock.elapsed)
        if !replay.wasInterrupted, isInterrupted() { replay.wasInterrupted = true }
        return replay.wasInterrupted
      },
      dataFolder: dataFolder,
      fileStorage: replayFiles.storage,
      record: { [weak self] event in
        guard let self, !replay.isReplaying else { return }
        tutor.observe(event)
      },
      recordsStoreEvents: { [weak self] in
        guard let self else { return false }
        return !replay.isReplaying && tutor.awaitsEvents
      },
      settings: settings,
      budget: budget,
      isTestMode: isTestMode
    )
    return lesson.open(with: HostOpener(lesson: lesson, environment: environment))
  }

  /// Tears the loaded lesson down and starts `lesson` fresh. A running tutorial forgets what
  /// happened at its step, effects cancelled by the teardown included.
  func start(_ lesson: Lesson) async {
    await host.tearDown()
    host = makeHost(lesson)
    if !replay.isReplaying { lessonStarts += 1 }
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
    if endsTestMode, !replay.isReplaying {
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

  /// Ends the session: one notice for each effect still in flight, as a TestStore would give,
  /// and file storage's held-back writes written. In test mode the test ends instead, and
  /// TestStore's report of what is left is the notice.
  func finish() {
    if let testMode = loadedHost?.testMode {
      testMode.endTest()
    } else {
      for notice in loadedHost?.clock.effectsStillRunning ?? [] { output.warning(notice) }
    }
    loadedHost?.flushPendingWrites()
  }

  /// A snapshot of the lesson for Tab completion, with the history's `steps` and `position`.
  func completionContext(steps: Int, position: Int) -> CompletionContext {
    CompletionContext(
      lessonIDs: lessons.map(\.id),
      actions: host.actionSchema,
      topMost: try? TopMostFeature(over: host.currentState, actionType: host.actionType),
      state: host.currentState,
      dependencies: lesson.dependencies,
      timeToNextWakeUp: host.clock.timeToNextWakeUp,
      steps: steps,
      position: position
    )
  }
}

/// Why a playground could not start: the lesson asked for is not one of its lessons.
public struct UnknownLesson: Error, CustomStringConvertible {
  public let description: String
}
