import ArgumentParser
import Foundation
import PlaygroundReload
import PlaygroundSession
import PlaygroundTerminal
import PlaygroundText

/// The shell, as `tca-playground [LESSON]`, `learn` and `record` start it: the line editor on
/// a terminal, the piped loop otherwise, `:record` in both.
@MainActor
struct ShellSession {
  let lessonID: String?
  let settings: ShellSettings
  let progress: any ProgressStore
  /// Run before the learner's first line, as if typed: `learn`.
  var firstCommand: String?
  /// Record from the first command into this file, as `record -o FILE` does.
  var recordingPath: String?
  /// Replay this transcript first, as `--replay FILE` does.
  var replayPath: String?
  /// The session an older build handed over at `:reload`, to replay silently and go on with.
  var handover: ReloadHandover?

  /// The new build after `:reload`: takes the file the old one wrote, and goes on with its
  /// session.
  static func resume(from path: String) async throws {
    let handover: ReloadHandover
    do {
      handover = try ReloadHandover.take(from: URL(fileURLWithPath: path))
    } catch {
      throw ValidationError("cannot resume the session from \(path): \(error.localizedDescription)")
    }
    var session = ShellSession(
      lessonID: handover.record.lessonID,
      settings: ShellSettings(noColor: handover.noColor, dataDir: handover.dataFolder, packagePath: handover.package),
      progress: openProgress()
    )
    session.handover = handover
    try await session.run()
  }

  /// The learner's tutorial progress file; a damaged one is reported on standard error when
  /// it is read.
  static func openProgress() -> any ProgressStore {
    ProgressFile.openDefault { warning in
      FileHandle.standardError.write(Data("warning: \(warning)\n".utf8))
    }
  }

  func run() async throws {
    OutputSink.ignoreBrokenPipeSignal()
    InterruptSignal.install()
    let environment = ProcessEnvironment.current
    let completion = CompletionSnapshot()
    let editor = LineEditor(
      historyFile: LineEditor.defaultHistoryFile(environment: environment),
      completer: { completion.complete($0) }
    )
    let dataFolder = handover.map { handover in
      let url = URL(fileURLWithPath: handover.dataFolder, isDirectory: true)
      return handover.dataFolderIsTemporary ? DataFolder.temporary(handedOver: url) : DataFolder.at(url)
    } ?? settings.dataFolder(environment: environment)
    let reload = ReloadContext(
      lessonID: lessonID ?? shellLessons[0].id, handover: handover, dataFolder: dataFolder, settings: settings,
      environment: environment, isTerminal: editor != nil
    )
    let printer = LinePrinter(
      color: editor != nil && ColorPolicy.isEnabledForStandardOutput(noColorFlag: settings.noColor),
      onClosedOutput: { [weak dataFolder] in dataFolder?.endAbruptly() }
    )
    // Weakly: the folder removes itself when the session ends normally.
    TerminationSignals.install { [weak dataFolder] in dataFolder?.endAbruptly() }
    let tap = OutputTap()
    let playground: Playground
    do {
      playground = try Playground(
        lessons: shellLessons, lessonID: lessonID, dataFolder: dataFolder,
        sink: { line in
          printer.print(line)
          tap.output(line)
          reload.record.output(line.text)
        },
        isInterrupted: InterruptSignal.consume,
        progress: progress,
        transcriptFiles: TranscriptFiles(.current)
      )
    } catch {
      throw ValidationError(error.description)
    }
    if let recordingPath {
      do {
        try playground.transcripts.startRecording(to: recordingPath)
      } catch {
        _ = OutputSink.standardError.write("error: \(error)\n")
        throw ExitCode(2)
      }
    }
    // Notes about the shell itself are not session output: piped, they go to standard error,
    // so standard output stays a transcript.
    let driver = SessionDriver(
      playground: playground, folder: .current, tap: tap, reload: reload,
      notify: { line in
        if editor != nil {
          printer.print(line)
        } else {
          _ = OutputSink.standardError.write(line.text + "\n")
        }
      },
      echo: { printer.print($0) }
    )
    if let handover {
      await playground.resume(handover.record.commands, originals: handover.originals.map { URL(fileURLWithPath: $0) })
    }
    if let editor {
      let progressLine = ReplayProgressLine()
      playground.replayProgress = { progressLine.update($0) }
      if handover?.isWatching == true {
        await driver.watch()
      } else if handover == nil, await !start(playground, printer: printer, driver: driver) {
        return
      }
      await InteractiveLoop(driver: driver, editor: editor, printer: printer, completion: completion).run()
    } else {
      if lessonID == nil {
        // One short line however many lessons there are: it says where to find them.
        driver.notify(OutputLine(
          "Loaded \(playground.lesson.id); 'tca-playground lessons' lists the others, 'tca-playground LESSON' starts one"
        ))
      }
      var loop = PipedLoop(driver: driver, printer: printer, firstCommand: firstCommand, replayPath: replayPath)
      loop.readAhead = handover?.pendingInput.map(Array.init) ?? []
      loop.resumesWatching = handover?.isWatching == true
      await loop.run()
    }
    if !driver.end() { throw ExitCode(2) }
    // A session that ends a failed test fails, as `swift test` does: scripts and CI see it.
    if playground.testFailed { throw ExitCode(1) }
  }

  /// What a terminal shows as the shell starts, then the first command, the recording and the
  /// replay asked for. Returns whether the session goes on.
  private func start(_ playground: Playground, printer: LinePrinter, driver: SessionDriver) async -> Bool {
    printer.print(OutputLine("tca-playground — learn the Composable Architecture by sending actions"))
    for line in Playground.runtimeNote.split(separator: "\n") { printer.print(OutputLine(String(line))) }
    printer.print(OutputLine(
      "Loaded \(playground.lesson.id): \(playground.lesson.title). Type 'learn' for its guided tutorial, 'help' for commands, 'lessons' to pick another."
    ))
    if let recordingPath { driver.notify(OutputLine("recording to \(recordingPath); leave with 'quit' or Ctrl-D to save it")) }
    if let firstCommand { _ = await driver.run(firstCommand) }
    if let replayPath, await !driver.load(replayPath) { return false }
    return true
  }
}
