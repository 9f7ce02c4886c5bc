import ComposableArchitecture
import Foundation

/// `undo` and `goto`, by replay: a session is a pure function of its steps, so the session at
/// step N is a fresh session that ran the first N steps again, silently.
extension Playground {
  /// How many steps made the session as it is now.
  public var stepsTaken: Int { history.position }

  /// Runs a command that is a step of the history, and records it with what it did when it
  /// runs without an error.
  func runStep(_ line: String, _ run: () async throws(ParseError) -> Void) async throws(ParseError) {
    // The data folder as it was before anything changed it: where every replay starts.
    replayFiles.keepOriginal()
    let lessonBefore = host.lesson.id
    let stateBefore = String(customDumping: host.currentState)
    let receivedBefore = host.receivedCount
    try await run()
    let sameLesson = host.lesson.id == lessonBefore
    history.record(History.Step(
      entry: .command(line),
      lessonID: lessonBefore,
      received: sameLesson ? host.receivedCount - receivedBefore : host.receivedCount,
      time: host.elapsed,
      changedState: !sameLesson || String(customDumping: host.currentState) != stateBefore
    ))
  }

  /// Logs a shared file that changed outside the session as a step of its own, with what it
  /// holds now. A change before the first step is in the copy of the data folder already.
  func recordOutsideChange(of file: URL) {
    history.record(History.Step(
      entry: .sharedFileChanged(file, contents: try? Data(contentsOf: file)),
      lessonID: host.lesson.id, received: 0, time: host.elapsed, changedState: true
    ))
  }

  /// Rebuilds the session as it was after `position` steps, and prints the net change from
  /// where it was. The steps after `position` stay remembered until the next step.
  func travel(to position: Int) async {
    let stateBefore = host.currentState
    let lessonBefore = host.lesson.id
    await replay(history.steps[..<position].map(\.entry))
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
  /// each shared file once, with the value the replay ended with.
  private func replay(_ entries: [SessionLogEntry]) async {
    isReplaying = true
    output.isMuted = true
    // Before the files are redirected: the session being left writes what it held back to
    // the real folder, which the replay's end writes over, and never into the replay's copy.
    await host.tearDown()
    replayFiles.beginReplay()
    // Every session starts as an app; `test on` is one of the steps.
    isTestMode = false
    host = makeHost(firstLesson)
    for entry in entries {
      switch entry {
      case let .command(line):
        let name = String(line.prefix { !$0.isWhitespace })
        let argument = line.dropFirst(name.count).trimmingCharacters(in: .whitespaces)
        // Each step ran without an error before, and runs the same way again.
        _ = try? await run(name, argument: argument, column: name.count + 2)
      case let .sharedFileChanged(file, contents):
        replayFiles.change(file, to: contents)
        host.reloadSharedChangedOutside()
      }
    }
    replayFiles.endReplay()
    output.isMuted = false
    isReplaying = false
    host.saveSharedFiles()
    host.printIssues()
  }
}
