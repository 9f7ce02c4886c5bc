import ArgumentParser
import FeatureOpening
import Foundation
import Glibc
import PlaygroundPackage
import PlaygroundReload
import PlaygroundTerminal

/// `tca-playground open PATH…`: a feature from Swift files outside the package, loaded as a
/// lesson. The files get their mechanical edits (see ``MechanicalEdits``) in the package's
/// git-ignored generated folder, the playground rebuilds, and the new build, started with the
/// same arguments, finds it holds them and starts the shell on the feature. When the running
/// build already holds them there is no build at all.
struct Open: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "open",
    abstract: "Load a feature from Swift files of your own, or TCA's case studies, as a lesson.",
    discussion: """
      PATH is Swift files or folders, read where they are and never changed. Views, previews \
      and SwiftUI/UIKit/AppKit imports are removed with swift-syntax and nothing else is \
      rewritten; the result goes to Sources/OpenedFeatures/Generated/ in the playground's \
      package (git-ignored), which is rebuilt unless this build holds the same files. The \
      root is the @Reducer no other embeds, its first state State(). Compiler errors name \
      your own files and lines. Exit status: as the shell's, or 1 when the build fails, 2 \
      for files that cannot be opened. In the shell: open PATH…; help open says more.
      """
  )

  @Argument(help: "Swift files or folders holding the feature.")
  var paths: [String]

  @Option(help: ArgumentHelp("The root @Reducer, when several are embedded by no other.", valueName: "name"))
  var feature: String?

  @Option(help: ArgumentHelp("The first state, when the root's State has no init().", valueName: "expr"))
  var state: String?

  @Flag(help: "Print each edit as FILE:LINE: removed …, and open nothing.")
  var explain = false

  @OptionGroup var options: ShellOptions

  /// Set by `open` on the build it made, which must then hold the files.
  @Flag(help: .hidden)
  var built = false

  @MainActor
  func run() async throws {
    let current = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
    let given = OpenRequest(paths: paths, feature: feature, state: state)
    let request = given.resolved(against: current)
    let plan: OpenPlan
    do throws(OpenError) {
      if explain {
        for line in try OpenPlan.explanation(of: given, from: current) { print(line) }
        return
      }
      plan = try OpenPlan(request)
    } catch {
      throw failure("error: \(error)", status: 2)
    }
    if !OpenedBuild.isHeld(plan) {
      guard !built else {
        throw failure("error: open built the playground, yet the new build does not hold the opened files", status: 1)
      }
      let package: PackageRoot
      do {
        package = try PackageRoot.find(option: options.packagePath, for: "open")
      } catch {
        throw failure("error: \(error.description)", status: 2)
      }
      let progress = BuildProgressLine(isShown: isatty(STDOUT_FILENO) == 1, width: TerminalWidth.of(STDOUT_FILENO))
      let outcome = await OpenedBuild.build(plan, in: package) { progress.show($0) }
      progress.clear()
      switch outcome {
      case let .failure(failure):
        for line in failure.errors { print(line) }
        throw ExitCode(1)
      case let .success(binary):
        let arguments = [binary.path, "open"] + request.arguments + options.arguments + ["--built"]
        var pointers = arguments.map { strdup($0) } + [nil]
        execv(binary.path, &pointers)
        throw failure("error: cannot start the new build \(binary.path): \(String(cString: strerror(errno)))", status: 1)
      }
    }
    try await ShellSession(lessonID: plan.lessonID, settings: options.settings, progress: ShellSession.openProgress()).run()
  }

  private func failure(_ line: String, status: Int32) -> ExitCode {
    _ = OutputSink.standardError.write(line + "\n")
    return ExitCode(status)
  }
}

extension ShellOptions {
  /// The options as arguments again, for the new build `open` starts.
  var arguments: [String] {
    (noColor ? ["--no-color"] : []) + (dataDir.map { ["--data-dir", $0] } ?? [])
      + (packagePath.map { ["--package", URL(fileURLWithPath: $0).standardizedFileURL.path] } ?? [])
  }
}
