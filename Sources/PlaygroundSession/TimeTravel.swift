import ComposableArchitecture
import Foundation
import PlaygroundText

/// `undo` and `goto`, by replay: a session is a pure function of its steps, so the session at
/// step N is a fresh session that ran the first N steps again, silently.
extension Playground {
  /// How many steps made the session as it is now.
  public var stepsTaken: Int { history.position }

  /// Runs a command that is a step of the history, and records it with what it did when it
  /// runs without an error.
  ///
  /// - Parameter onlyIfALessonStarts: Records the step only when the command started a lesson
  ///   afresh, as `learn OTHER` does, and not when it only showed something.
  func runStep(
    _ line: String, onlyIfALessonStarts: Bool = false, _ run: () async throws(ParseError) -> Void
  ) async throws(ParseError) {
    let hostBefore = host
    let lessonBefore = host.lesson.id
    // The state is a value, but its `@Shared` references are not: the tracker keeps their
    // values from before the step, whichever task changes them, so `==` compares them too.
    let stateBefore = host.currentState
    let sharedBefore = SharedChangeTracker()
    let receivedBefore = host.receivedCount
    sharedBefore.startRecordingEverywhere()
    defer { sharedBefore.stopRecordingEverywhere() }
    try await run()
    // A step that started a lesson over (`reset`, `load`) counts what the new one received.
    let sameHost = host === hostBefore
    if onlyIfALessonStarts, sameHost { return }
    let sameLesson = host.lesson.id == lessonBefore
    history.record(History.Step(
      entry: .command(line),
      lessonID: lessonBefore,
      received: sameHost ? host.receivedCount - receivedBefore : host.receivedCount,
      time: host.clock.elapsed,
      changedState: !sameLesson || sharedBefore.compare { !host.hasState(equalTo: stateBefore) }
    ))
  }

  /// Logs a shared file that changed outside the session as a step of its own, with what it
  /// holds now. A change before the first step is in the copy of the data folder already.
  func recordOutsideChange(of file: URL) {
    history.record(History.Step(
      entry: .sharedFileChanged(file, contents: try? Data(contentsOf: file)),
      lessonID: host.lesson.id, received: 0, time: host.clock.elapsed, changedState: true
    ))
  }

  /// Rebuilds the session as it was after `position` steps, and prints the net change from
  /// where it was. The steps after `position` stay remembered until the next step. Ctrl-C
  /// during the replay cancels it: the session stays where it was, and says so.
  func travel(to position: Int) async throws(ParseError) {
    let stateBefore = host.currentState
    let lessonBefore = host.lesson.id
    guard await replay(history.steps[..<position].map(\.entry)) else {
      throw ParseError(
        "interrupted: the replay stopped, and the session is where it was, \(history.position == 0 ? "at the start" : "at step \(history.position) of \(history.steps.count)")",
        column: nil
      )
    }
    history.jump(to: position)
    let place = position == 0 ? "the start" : "step \(position) of \(history.steps.count)"
    if host.lesson.id == lessonBefore {
      output.append("at \(place)\(position == 0 ? "" : ": " + history.steps[position - 1].entry.text)")
      output.appendDiff(host.stateDifference(from: stateBefore) ?? "  (No state changes)")
    } else {
      output.append("at \(place), in \(host.lesson.id): \(host.lesson.title)")
      var dump = ""
      customDump(host.currentState, to: &dump)
      output.append(dump)
    }
    // What a jump does not take back.
    if let lessonID = tutor.lessonID {
      output.append("the \(lessonID) tutorial stays where it is: progress is never undone")
    }
  }

  /// Starts the first lesson afresh and runs `entries` in it with the output muted, the
  /// tutorial deaf, and files redirected to a scratch copy of the data folder; then writes
  /// each shared file once, with the value the replay ended with. Returns whether it ran to
  /// the end: Ctrl-C stops it, and the session goes back to the lesson it left, untouched.
  private func replay(_ entries: [SessionLogEntry]) async -> Bool {
    isReplaying = true
    replayWasInterrupted = false
    output.isMuted = true
    defer {
      output.isMuted = false
      isReplaying = false
      replayProgress?(nil)
    }
    // Before the files are redirected: the session being left writes what it held back to
    // the real folder, never into the replay's copy. It is kept as it is until the replay
    // has run to the end, so a cancelled replay can go back to it.
    let left = host
    let leftInTestMode = isTestMode
    left.flushPendingWrites()
    replayFiles.beginReplay()
    // Every session starts as an app; `test on` is one of the steps.
    isTestMode = false
    host = makeHost(firstLesson)
    for (index, entry) in entries.enumerated() {
      reportReplayProgress(step: index + 1, of: entries.count)
      if replayWasInterrupted || isInterrupted() { replayWasInterrupted = true }
      if replayWasInterrupted { break }
      switch entry {
      case let .command(line):
        let name = String(line.prefix { !$0.isWhitespace })
        let argument = line.dropFirst(name.count).trimmingWhitespace()
        // Each step ran without an error before, and runs the same way again.
        _ = try? await run(name, argument: argument, column: name.count + 2)
      case let .sharedFileChanged(file, contents):
        replayFiles.change(file, to: contents)
        host.shared.reloadSharedChangedOutside()
      }
    }
    if replayWasInterrupted {
      // Its files are the replay's copy, which goes with it.
      await host.tearDown()
      replayFiles.endReplay()
      host = left
      isTestMode = leftInTestMode
      return false
    }
    replayFiles.endReplay()
    await left.tearDown()
    output.isMuted = false
    isReplaying = false
    host.shared.saveSharedFiles()
    host.printIssues()
    return true
  }

  /// Tells ``replayProgress`` where the running replay is: step `step` of `count`, at the
  /// virtual time the clock shows now.
  func reportReplayProgress(step: Int? = nil, of count: Int? = nil) {
    guard let replayProgress else { return }
    if let step, let count { replayPlace = (step, count) }
    replayProgress(ReplayProgress(step: replayPlace.step, steps: replayPlace.count, time: host.clock.elapsed))
  }
}

/// Where a running replay (`undo`, `goto`) is, for a progress line on a terminal: not session
/// output, which a replay never prints.
public struct ReplayProgress: Equatable, Sendable {
  /// The step being replayed, from 1.
  public let step: Int
  public let steps: Int
  /// The virtual time in the replayed session.
  public let time: Duration

  public init(step: Int, steps: Int, time: Duration) {
    self.step = step
    self.steps = steps
    self.time = time
  }

  /// `replaying step 3 of 10, virtual time 2d 4h; Ctrl-C cancels`
  public var text: String {
    "replaying step \(step) of \(steps), virtual time \(time.playgroundDescription); Ctrl-C cancels"
  }
}
