import FeatureOpening
import Foundation
import Glibc
import PlaygroundPackage
import PlaygroundReload
import PlaygroundSession
import PlaygroundTerminal
import PlaygroundText

/// `:reload` and `:reload --watch`: rebuild the package, replay the session on the new build,
/// print what changed, and go on in the new build (see ``Reloader``). A failed build, or a new
/// build that cannot replay the session, leaves the session as it was.
extension SessionDriver {
  func reload(_ argument: String) async {
    guard argument.isEmpty || argument == "--watch" else {
      fail(CommandError(":reload takes --watch or nothing, found '\(argument)'"))
      return
    }
    guard let package = package() else { return }
    if argument == "--watch" {
      await watch(package)
    } else {
      _ = await reloadOnce(package, watching: false)
    }
  }

  /// `:reload --watch` in a build that was watching when the old one moved here.
  func watch() async {
    guard let package = package() else { return }
    await watch(package)
  }

  private func package() -> PackageRoot? {
    do {
      return try PackageRoot.find(option: reload.settings.packagePath, for: ":reload")
    } catch {
      fail(CommandError(error.description))
      return nil
    }
  }

  /// Polls the lessons' Swift files every half second and reloads when one changes, until
  /// Ctrl-C, which the shell's handler turns into a flag polled every tenth of a second (a
  /// second Ctrl-C before the flag is read would end the process).
  private func watch(_ package: PackageRoot) async {
    _ = InterruptSignal.consume()
    notify(OutputLine("watching \(package.relativePath(package.url.appending(component: "Lessons").path))/ for changes to Swift files; Ctrl-C stops"))
    var files = LessonFiles.scan(package)
    while true {
      for _ in 0..<5 {
        try? await Task.sleep(for: .milliseconds(100))
        if InterruptSignal.consume() {
          notify(OutputLine("stopped watching"))
          return
        }
      }
      let now = LessonFiles.scan(package)
      let changed = now.changes(since: files)
      guard !changed.isEmpty else { continue }
      files = now
      notify(OutputLine("changed: \(changed.joined(separator: ", "))"))
      if await !reloadOnce(package, watching: true) {
        notify(OutputLine("stopped watching"))
        return
      }
    }
  }

  /// One rebuild and replay; returns false when Ctrl-C stopped the build. On success the
  /// process becomes the new build and this never returns.
  private func reloadOnce(_ package: PackageRoot, watching: Bool) async -> Bool {
    var reloader = Reloader(package: package)
    // An opened feature's files live outside the package: bring their edits in first.
    do throws(OpenError) {
      reloader.renamedPaths = try OpenedBuild.refresh(in: package)?.sourcePaths ?? [:]
    } catch {
      notify(OutputLine("warning: \(error); the build keeps the files opened last", style: .warning))
    }
    let progress = BuildProgressLine(isShown: reload.isTerminal, width: TerminalWidth.of(STDOUT_FILENO))
    var replayRoot: URL?
    func removeReplayFolders() {
      replayRoot.map { try? FileManager.default.removeItem(at: $0) }
      replayRoot = nil
    }
    defer { removeReplayFolders() }
    _ = InterruptSignal.consume()
    let outcome = await reloader.reload(reload.record, progress: { progress.show($0) }) {
      let (root, folders) = try reload.makeReplayFolders(playground)
      replayRoot = root
      return folders
    }
    progress.clear()
    switch outcome {
    case let .buildFailed(errors):
      guard reportFailedBuild(errors, retry: ":reload") else { return false }
    case let .replayFailed(reason):
      echo(OutputLine(reason, style: .error))
    case let .replayed(binary, report, output):
      for line in report { echo(line) }
      // Before the move: it replaces this process, so the `defer` above never runs after it.
      removeReplayFolders()
      let record = SessionRecord(lessonID: reload.record.lessonID, commands: reload.record.commands, lines: output)
      let error = moveToNewBuild(binary, record: record, watching: watching)
      fail(CommandError("cannot start the new build: \(error); the session goes on in the old build"))
    }
    return true
  }

  /// Replaces this process with the new build, handing it the session; returns only when that
  /// fails, with why. File storage's held writes are written first and a recording is saved,
  /// as when the session ends. `open` moves to its build this way too, with a record of the
  /// opened feature and no command.
  /// A build that failed, for `:reload` and `open`: the compiler's errors and what to do, or,
  /// when Ctrl-C stopped `swift build` (it reaches the build too), one warning. Returns whether
  /// the build failed on its own, not by Ctrl-C.
  func reportFailedBuild(_ errors: [String], retry command: String) -> Bool {
    if InterruptSignal.consume() {
      echo(OutputLine("warning: interrupted: the build stopped; the session goes on unchanged", style: .warning))
      return false
    }
    for line in errors { echo(OutputLine(line, style: CompilerOutput.isErrorHeading(line) ? .error : .plain)) }
    notify(OutputLine("the build failed; the session goes on unchanged: fix the error and '\(command)' again"))
    return true
  }

  func moveToNewBuild(_ binary: URL, record: SessionRecord, watching: Bool) -> String {
    playground.flushPendingWrites()
    guard end() else { return "the recording could not be saved" }
    let originals = FileManager.default.temporaryDirectory
      .appending(component: "tca-playground-originals-\(UUID().uuidString)", directoryHint: .isDirectory)
    let handoverFile: URL
    do {
      try playground.exportOriginals(to: originals)
      handoverFile = try ReloadHandover(
        record: record,
        dataFolder: reload.dataFolder.url.path,
        dataFolderIsTemporary: reload.dataFolder.isTemporary,
        originals: originals.path,
        progressAtStart: reload.progressAtStart,
        pendingInput: reload.isTerminal ? nil : Data(reload.unreadInput()),
        isWatching: watching,
        package: reload.settings.packagePath.map { URL(fileURLWithPath: $0).standardizedFileURL.path },
        noColor: reload.settings.noColor
      ).write()
    } catch {
      return error.localizedDescription
    }
    notify(OutputLine("the session goes on in the new build"))
    reload.dataFolder.handOver()
    let arguments = [binary.path, "--resume", handoverFile.path]
    var pointers = arguments.map { strdup($0) } + [nil]
    execv(binary.path, &pointers)
    let reason = String(cString: strerror(errno))
    for pointer in pointers { free(pointer) }
    try? FileManager.default.removeItem(at: handoverFile)
    try? FileManager.default.removeItem(at: originals)
    return reason
  }
}
