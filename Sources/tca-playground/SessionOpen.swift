import FeatureOpening
import Foundation
import Glibc
import PlaygroundPackage
import PlaygroundReload
import PlaygroundTerminal
import PlaygroundText

/// The shell's `open PATH…`: loads the feature at once when this build holds its files, as
/// `load` would; otherwise builds it in and goes on in the new build, as `:reload` does,
/// starting the opened feature there. A failed build leaves the session as it was.
extension SessionDriver {
  func open(_ line: String) async -> Bool {
    let plan: OpenPlan
    let request: OpenRequest
    do throws(OpenError) {
      let arguments = try OpenArguments(line: line)
      let current = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
      request = arguments.request.resolved(against: current)
      if arguments.explain {
        for line in try OpenPlan.explanation(of: arguments.request, from: current) { echo(OutputLine(line)) }
        return true
      }
      plan = try OpenPlan(request)
    } catch {
      fail(CommandError(error.description))
      return true
    }
    if OpenedBuild.isHeld(plan) { return await run("load \(plan.lessonID)") }
    let package: PackageRoot
    do {
      package = try PackageRoot.find(option: reload.settings.packagePath, for: "open")
    } catch {
      fail(CommandError(error.description))
      return true
    }
    let progress = BuildProgressLine(isShown: reload.isTerminal, width: TerminalWidth.of(STDOUT_FILENO))
    _ = InterruptSignal.consume()
    let outcome = await OpenedBuild.build(plan, in: package) { progress.show($0) }
    progress.clear()
    switch outcome {
    case let .failure(failure):
      _ = reportFailedBuild(failure.errors, retry: "open")
    case let .success(binary):
      let error = moveToNewBuild(binary, record: SessionRecord(lessonID: plan.lessonID), watching: false)
      fail(CommandError("cannot start the new build: \(error); the session goes on in the old build"))
    }
    return true
  }
}
