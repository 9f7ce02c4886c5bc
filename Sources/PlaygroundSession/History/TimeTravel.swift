import ComposableArchitecture
import Foundation
import PlaygroundText

/// `undo` and `goto`, by replay: a session is a pure function of its steps, so the session at
/// step N is a fresh session that ran the first N steps again, silently.
@MainActor
final class TimeTravel {
  /// The steps taken, for `history`, `undo` and `goto`.
  private(set) var history = History()
  private let session: LessonSession
  private let output: Output
  private let isInterrupted: () -> Bool
  /// Runs a step's command again, as the session runs a typed line; set by the session, which
  /// owns the commands.
  var runCommand: (String) async -> Void = { _ in }

  init(session: LessonSession, output: Output, isInterrupted: @escaping () -> Bool) {
    self.session = session
    self.output = output
    self.isInterrupted = isInterrupted
  }

  /// Runs a command that is a step of the history, and records it with what it did when it
  /// runs without an error.
  ///
  /// - Parameter onlyIfALessonStarts: Records the step only when the command started a lesson
  ///   afresh, as `learn OTHER` does, and not when it only showed something.
  func runStep(
    _ line: String, onlyIfALessonStarts: Bool = false, _ run: () async throws(ParseError) -> Void
  ) async throws(ParseError) {
    let hostBefore = session.host
    let lessonBefore = hostBefore.lesson.id
    // The state is a value, but its `@Shared` references are not: the tracker keeps their
    // values from before the step, whichever task changes them, so `==` compares them too.
    let stateBefore = hostBefore.currentState
    let sharedBefore = SharedChangeTracker()
    let receivedBefore = hostBefore.receivedCount
    sharedBefore.startRecordingEverywhere()
    defer { sharedBefore.stopRecordingEverywhere() }
    try await run()
    let host = session.host
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
      lessonID: session.host.lesson.id, received: 0, time: session.host.clock.elapsed, changedState: true
    ))
  }

  /// Rebuilds the session as it was after `position` steps, and prints the net change from
  /// where it was. The steps after `position` stay remembered until the next step. Ctrl-C
  /// during the replay cancels it: the session stays where it was, and says so.
  func travel(to position: Int) async throws(ParseError) {
    let stateBefore = session.host.currentState
    let lessonBefore = session.host.lesson.id
    guard await replay(history.steps[..<position].map(\.entry)) else {
      throw ParseError(
        "interrupted: the replay stopped, and the session is where it was, \(history.position == 0 ? "at the start" : "at step \(history.position) of \(history.steps.count)")",
        column: nil
      )
    }
    history.jump(to: position)
    let place = position == 0 ? "the start" : "step \(position) of \(history.steps.count)"
    let host = session.host
    if host.lesson.id == lessonBefore {
      output.append("at \(place)\(position == 0 ? "" : ": " + history.steps[position - 1].entry.text)")
      output.appendDiff(host.stateDifference(from: stateBefore) ?? "  (No state changes)")
    } else {
      output.append("at \(place), in \(host.lesson.id): \(host.lesson.title)")
      var dump = ""
      customDump(host.currentState, to: &dump)
      output.append(dump)
    }
  }

  /// Starts the first lesson afresh and runs `entries` in it with the output muted, the
  /// tutorial deaf, and files redirected to a scratch copy of the data folder; then writes
  /// each shared file once, with the value the replay ended with. Returns whether it ran to
  /// the end: Ctrl-C stops it, and the session goes back to the lesson it left, untouched.
  private func replay(_ entries: [SessionLogEntry]) async -> Bool {
    let replay = session.replay
    replay.isReplaying = true
    replay.wasInterrupted = false
    output.isMuted = true
    defer {
      output.isMuted = false
      replay.isReplaying = false
      replay.progress?(nil)
    }
    // Before the files are redirected: the session being left writes what it held back to
    // the real folder, never into the replay's copy. It is kept as it is until the replay
    // has run to the end, so a cancelled replay can go back to it.
    let left = session.host
    let leftInTestMode = session.isTestMode
    left.flushPendingWrites()
    session.replayFiles.beginReplay()
    // Every session starts as an app; `test on` is one of the steps.
    session.isTestMode = false
    session.host = session.makeHost(session.firstLesson)
    for (index, entry) in entries.enumerated() {
      replay.report(step: index + 1, of: entries.count, time: session.host.clock.elapsed)
      if replay.wasInterrupted || isInterrupted() { replay.wasInterrupted = true }
      if replay.wasInterrupted { break }
      switch entry {
      case let .command(line):
        // Each step ran without an error before, and runs the same way again.
        await runCommand(line)
      case let .sharedFileChanged(file, contents):
        session.replayFiles.change(file, to: contents)
        session.host.shared.reloadSharedChangedOutside()
      }
    }
    if replay.wasInterrupted {
      // Its files are the replay's copy, which goes with it.
      await session.host.tearDown()
      session.replayFiles.endReplay()
      session.host = left
      session.isTestMode = leftInTestMode
      return false
    }
    session.replayFiles.endReplay()
    await left.tearDown()
    output.isMuted = false
    replay.isReplaying = false
    session.host.shared.saveSharedFiles()
    session.host.printIssues()
    return true
  }
}
