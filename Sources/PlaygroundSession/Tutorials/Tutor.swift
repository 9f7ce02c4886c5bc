import PlaygroundText


/// Leads the learner through a lesson's tutorial: shows the current step, checks its goals
/// after every command, and when they are met prints `✓`, the explanation and the next step.
/// Every change of place is saved through the session's ``ProgressStore``.
@MainActor
final class Tutor {
  /// The tutorial being taken, and where the learner is in it.
  private struct Run {
    let lesson: Lesson
    let tutorial: Tutorial
    /// From 0; `tutorial.steps.count` once the last step is done.
    var stepIndex: Int
    /// The hint `hint` shows next, from 0.
    var nextHint = 0
    /// The current step's event goals met since it was shown, by index.
    var metGoals: Set<Int> = []

    var step: Tutorial.Step? { tutorial.steps.indices.contains(stepIndex) ? tutorial.steps[stepIndex] : nil }
    /// `step 2/6`
    var place: String { "step \(min(stepIndex + 1, tutorial.steps.count))/\(tutorial.steps.count)" }
  }

  private let output: Output
  private let store: any ProgressStore
  /// In the order a learner takes them, to say which comes next.
  private let lessons: [Lesson]
  private var run: Run? {
    didSet { awaitsEvents = run?.step != nil }
  }
  /// The progress of this session, saved to the store after every change; it goes on even
  /// when saving fails. Read from the store at first use, which a session without a tutorial
  /// never makes.
  private(set) lazy var progress: TutorialProgress = store.progress
  /// Whether a failed save was reported already: one warning per session is enough.
  private var saveFailed = false
  /// Whether a `TestStore` call failed in the command running now.
  private var testFailedInCommand = false

  init(lessons: [Lesson], store: any ProgressStore, output: Output) {
    self.lessons = lessons
    self.store = store
    self.output = output
  }

  /// The lesson whose tutorial is running.
  var lessonID: String? { run?.lesson.id }

  // MARK: Starting and moving

  /// Starts `lesson`'s tutorial where the learner left it, or from the introduction.
  func begin(_ lesson: Lesson, _ tutorial: Tutorial, fromTheStart: Bool = false) {
    let saved = progress.lesson(lesson.id).step
    let stepIndex = fromTheStart ? 0 : min(max(saved - 1, 0), tutorial.steps.count)
    let run = Run(lesson: lesson, tutorial: tutorial, stepIndex: stepIndex)
    self.run = run
    save { progress in
      progress.current = lesson.id
      progress.lessons[lesson.id, default: .init()].step = stepIndex + 1
    }
    let count = "\(tutorial.steps.count) steps"
    if stepIndex == 0 {
      output.append("\(tutorial.title) (tutorial, \(count))")
      output.append("")
      output.append(tutorial.introduction)
      output.append("")
      output.append("Type 'hint' when stuck, 'source' to read the code, 'next' and 'back' to move, 'restart' to begin again.")
      showStep()
    } else if stepIndex == tutorial.steps.count {
      output.append("\(tutorial.title) (tutorial, \(count)): done, \(goalsMet(lesson, tutorial)). 'restart' takes it again.")
      suggestNextLesson(after: lesson)
    } else {
      output.append("\(tutorial.title) (tutorial, \(count)): resuming at \(run.place); 'restart' begins again with the introduction.")
      showStep()
    }
  }

  /// Shows the current step again, or that the tutorial is done.
  func showCurrent() {
    guard let run else { return }
    if run.step == nil {
      output.append("The \(run.lesson.id) tutorial is done, \(goalsMet(run.lesson, run.tutorial)). 'restart' takes it again.")
      suggestNextLesson(after: run.lesson)
    } else {
      showStep()
    }
  }

  /// Shows the next hint of the current step, starting again after the last.
  func hint() throws(ParseError) {
    let run = try running()
    guard let step = run.step else {
      throw ParseError("the \(run.lesson.id) tutorial is done, so there is no hint; 'restart' takes it again", column: nil)
    }
    let index = run.nextHint % step.hints.count
    self.run?.nextHint = index + 1
    output.append("hint \(index + 1)/\(step.hints.count): \(step.hints[index])")
  }

  func next() throws(ParseError) {
    let run = try running()
    guard run.stepIndex + 1 < run.tutorial.steps.count else {
      throw ParseError(
        run.step == nil
          ? "the \(run.lesson.id) tutorial is done; 'back' returns to its last step"
          : "\(run.place) is the last; meet its goal to finish the tutorial",
        column: nil
      )
    }
    move(to: run.stepIndex + 1)
  }

  func back() throws(ParseError) {
    let run = try running()
    guard run.stepIndex > 0 else {
      throw ParseError("step 1 is the first; 'learn' shows it again", column: nil)
    }
    move(to: run.stepIndex - 1)
  }

  /// Starts the running tutorial again from its introduction; the caller starts the feature
  /// afresh first.
  func restart() throws(ParseError) {
    let run = try running()
    begin(run.lesson, run.tutorial, fromTheStart: true)
  }

  /// Ends the running tutorial, when another lesson is loaded, saying how to come back.
  func stop() {
    guard let run else { return }
    self.run = nil
    output.append("left the \(run.lesson.id) tutorial at \(run.place); 'learn \(run.lesson.id)' resumes it")
  }

  private func move(to stepIndex: Int) {
    guard let id = run?.lesson.id else { return }
    run?.stepIndex = stepIndex
    run?.nextHint = 0
    run?.metGoals = []
    save { $0.lessons[id, default: .init()].step = stepIndex + 1 }
    showStep()
  }

  private func running() throws(ParseError) -> Run {
    guard let run else {
      throw ParseError("no tutorial is running; type 'learn' to start one", column: nil)
    }
    return run
  }

  // MARK: Goals

  /// Whether a step's goals wait for events: a session's actions are not boxed into
  /// ``SessionEvent``s when no tutorial hears them, and a timer's day is 86,400 of them.
  private(set) var awaitsEvents = false

  /// Notes an event the current step's goals may be waiting for.
  func observe(_ event: SessionEvent) {
    if case .testStep(_, passed: false) = event { testFailedInCommand = true }
    guard let run, let step = run.step else { return }
    for (index, goal) in step.goals.enumerated()
    where !goal.isAboutState && !run.metGoals.contains(index) && goal.isMet(by: event) {
      self.run?.metGoals.insert(index)
    }
  }

  /// A command begins: whether its test failed is not known yet.
  func commandStarts() {
    testFailedInCommand = false
  }

  /// Forgets the events seen at the current step: the lesson started over.
  func forgetEvents() {
    run?.metGoals = []
  }

  /// Checks the current step's goals after a command, and when they are all met prints `✓`,
  /// the explanation, and the next step or the end of the tutorial. A command whose
  /// `TestStore` call failed meets a step only when the step asks for that failure (`failed
  /// send`): no `✓` follows a `✘` the learner did not mean.
  func check(_ session: Goal.Session) {
    guard let run, let step = run.step else { return }
    if testFailedInCommand, !step.goals.contains(where: \.asksForAFailure) { return }
    let met = step.goals.indices.allSatisfy { index in
      step.goals[index].isAboutState ? step.goals[index].isMet(session) : run.metGoals.contains(index)
    }
    guard met else { return }
    let number = run.stepIndex + 1
    save { progress in
      var lesson = progress.lesson(run.lesson.id)
      lesson.completed = Array(Set(lesson.completed + [number])).sorted()
      lesson.step = number + 1
      progress.lessons[run.lesson.id] = lesson
    }
    output.append("✓ \(step.explanation)")
    self.run?.stepIndex = number
    self.run?.nextHint = 0
    self.run?.metGoals = []
    if self.run?.step == nil {
      output.append("")
      output.append("Tutorial done: \(run.lesson.id), \(goalsMet(run.lesson, run.tutorial)).")
      suggestNextLesson(after: run.lesson)
    } else {
      showStep()
    }
  }

  // MARK: Source

  /// Prints the part of the lesson's code the current step points to, the tutorial's
  /// default part outside a step, or with `all` every file the tutorial names, whole.
  func printSource(of lesson: Lesson, _ tutorial: Tutorial, all: Bool) {
    let stepExcerpts = run?.lesson.id == lesson.id ? run?.step?.excerpts ?? [] : []
    let excerpts =
      all ? tutorial.wholeFiles
      : !stepExcerpts.isEmpty ? stepExcerpts
      : !tutorial.defaultExcerpts.isEmpty ? tutorial.defaultExcerpts : tutorial.wholeFiles
    for (index, excerpt) in excerpts.enumerated() {
      if index > 0 { output.append("") }
      output.append(excerpt.heading)
      output.append(excerpt.text)
    }
  }

  // MARK: Printing and saving

  private func showStep() {
    guard let run, let step = run.step else { return }
    output.append("")
    output.append("Step \(run.stepIndex + 1)/\(run.tutorial.steps.count): \(step.title)", style: .heading)
    output.append(step.instruction)
  }

  /// `6/6 goals met`
  private func goalsMet(_ lesson: Lesson, _ tutorial: Tutorial) -> String {
    "\(progress.completedCount(lesson.id, stepCount: tutorial.steps.count))/\(tutorial.steps.count) goals met"
  }

  /// The next tutorial still to finish: a later lesson's first, then an earlier one's, so a
  /// learner who took them out of order is sent back to what they skipped.
  private func suggestNextLesson(after lesson: Lesson) {
    let index = lessons.firstIndex { $0.id == lesson.id } ?? lessons.endIndex
    let order = lessons[index...].dropFirst() + lessons[..<index]
    let unfinished = order.lazy.compactMap { next -> (Lesson, Tutorial)? in
      guard next.hasWorkingTutorial, let tutorial = try? next.tutorial?.get(),
        self.progress.completedCount(next.id, stepCount: tutorial.steps.count) < tutorial.steps.count
      else { return nil }
      return (next, tutorial)
    }.first
    if let (next, tutorial) = unfinished {
      output.append("Next: 'learn \(next.id)' — \(tutorial.title).")
    } else {
      output.append("That was the last tutorial you had left: all of them are finished. 'lessons' shows each.")
    }
  }

  private func save(_ change: (inout TutorialProgress) -> Void) {
    let old = progress
    change(&progress)
    guard progress != old else { return }
    do {
      try store.save(progress)
    } catch {
      guard !saveFailed else { return }
      saveFailed = true
      output.warning("could not save tutorial progress, so the next session will not resume here: \(error)")
    }
  }
}
