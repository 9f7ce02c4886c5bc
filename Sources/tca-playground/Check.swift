import ArgumentParser
import Foundation
import PlaygroundSession
import PlaygroundTerminal

/// `tca-playground check PATH…`: replays transcripts and compares them with what they expect.
struct Check: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "check",
    abstract: "Replay transcripts and compare them with what they expect.",
    discussion: """
      Each transcript runs in a fresh session of this program; no shell command is ever run, \
      so checking a transcript from anyone is safe. Prints PASS or FAIL for each file, with a \
      unified diff and the first differing line (FILE:LINE) for a failure, then a summary.

      Exit status: 0 when all pass, 1 when one fails, 2 for bad usage or a file that is \
      unreadable or malformed. With GITHUB_ACTIONS=true, failures are also printed as \
      ::error annotations. The format is described in Transcripts/README.md.
      """
  )

  @Argument(help: ArgumentHelp("Transcript files, or folders searched for *.transcript files at any depth.", valueName: "PATH"))
  var paths: [String] = []

  @Flag(help: "Rewrite the expected output of failing transcripts in place, keeping comments and the wildcard lines that still match.")
  var update = false

  @Option(help: ArgumentHelp("Also write a JUnit XML report to FILE.", valueName: "FILE"))
  var junit: String?

  @Option(help: ArgumentHelp("Check only the transcripts whose path matches this regular expression.", valueName: "PATTERN"))
  var filter: String?

  @Option(help: ArgumentHelp("How many processes check at once (default: one per core, when the transcripts are big enough to gain from it).", valueName: "N"))
  var jobs: Int?

  @Flag(name: .customLong("no-color"), help: "Never colour the output (also: NO_COLOR=1).")
  var noColor = false

  /// Set by ``ParallelCheck`` for the processes it starts: check the files given, print the
  /// outcomes as JSON.
  @Flag(help: .private)
  var worker = false

  func validate() throws {
    guard !paths.isEmpty else { throw ValidationError("name at least one transcript file or folder") }
    guard (jobs ?? 1) >= 1 else { throw ValidationError("--jobs must be at least 1") }
    if let filter, (try? Regex(filter)) == nil {
      throw ValidationError("--filter '\(filter)' is not a valid regular expression")
    }
  }

  @MainActor
  func run() async throws {
    OutputSink.ignoreBrokenPipeSignal()
    if worker {
      var outcomes: [CheckOutcome] = []
      for path in paths { outcomes.append(await TranscriptFileCheck.check(path, update: update)) }
      LinePrinter(color: false).write(String(decoding: try JSONEncoder().encode(outcomes), as: UTF8.self))
      return
    }
    do {
      let start = ContinuousClock.now
      let files = try selectedFiles()
      let outcomes = await ParallelCheck(workerExecutable: Self.executable, jobs: jobs, update: update).run(files)
      let elapsed = ContinuousClock.now - start
      let report = CheckReport(
        outcomes: outcomes,
        color: ColorPolicy.isEnabledForStandardOutput(noColorFlag: noColor),
        githubAnnotations: GitHubAnnotation.isEnabled(environment: .current)
      )
      let printer = LinePrinter(color: false)
      report.write(output: { printer.write($0 + "\n") }, errors: Self.printError)
      if let junit {
        try JUnitReport(outcomes: outcomes, seconds: elapsed.inSeconds).write(to: junit)
      }
      if report.exitCode != 0 { throw ExitCode(report.exitCode) }
    } catch let error as CommandError {
      Self.printError("error: \(error)")
      throw ExitCode(2)
    }
  }

  /// The files to check: those under `paths`, narrowed by `--filter`.
  func selectedFiles() throws(CommandError) -> [String] {
    let found = try TranscriptFinder.find(paths).map(\.path)
    guard !found.isEmpty else {
      throw CommandError("no *.\(TranscriptFinder.fileExtension) files in \(paths.joined(separator: ", "))")
    }
    guard let filter, let regex = try? Regex(filter) else { return found }
    let selected = found.filter { $0.contains(regex) }
    guard !selected.isEmpty else {
      throw CommandError("--filter '\(filter)' matches none of the \(found.count) transcripts")
    }
    return selected
  }

  /// This program, to start workers from.
  static var executable: URL {
    Bundle.main.executableURL ?? URL(fileURLWithPath: "/proc/self/exe")
  }

  private static func printError(_ line: String) {
    _ = OutputSink.standardError.write(line + "\n")
  }
}
