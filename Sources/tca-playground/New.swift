import ArgumentParser
import Foundation
import LessonScaffold
import PlaygroundPackage
import PlaygroundSession
import PlaygroundTerminal

/// `tca-playground new NAME`: a lesson of your own, written into the package to be changed.
struct New: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "new",
    abstract: "Write a lesson of your own into the playground's package, to change and try.",
    discussion: """
      Writes Lessons/NAME/NAME.swift, a @Reducer with @ObservableState state, two actions \
      and a .run effect on the injected clock; its registration, \
      Lessons/NAME/NAMELesson.swift; its TestStore test, Tests/LessonsTests/NAMETests.swift; \
      a transcript with no step yet, Transcripts/ID/session.transcript; and its line under \
      'Your ideas' in Lessons/Chapters.md. ID, the lesson's id, is NAME's words in lowercase \
      joined by '-': MyIdea is my-idea. Rebuild the playground to try it.

      NAME is refused, with nothing written, when it is not a type name of ASCII letters and \
      digits starting with a capital, is a Swift keyword, is reserved (a type of Swift or of \
      the runtime, a command's name), is taken by a lesson, or when a file it would write is \
      there. Exit status: 0 when the lesson is written, 1 when a file cannot be written, 2 \
      for a refused NAME or no package.
      """
  )

  @Argument(help: "The feature's type name, such as MyIdea.")
  var name: String

  @Option(
    help: ArgumentHelp(
      "The playground's package, where the lesson goes (default: the one this program was built from).",
      valueName: "path"
    )
  )
  var package: String?

  func run() throws {
    do throws(ScaffoldError) {
      let root = try PackageRoot.forNewLesson(package)
      let report = try Self.write(name, in: root)
      for line in report.written + ["next, in \(root.url.path):"] + report.nextSteps { print(line) }
    } catch {
      _ = OutputSink.standardError.write("error: \(error)\n")
      throw ExitCode(error.exitStatus)
    }
  }

  /// Writes the lesson `name` names in `package`, refusing a command's name as its id.
  static func write(_ name: String, in package: PackageRoot) throws(ScaffoldError) -> NewLessonReport {
    let subcommands = TCAPlayground.configuration.subcommands.compactMap { $0.configuration.commandName }
    let commandNames = Playground.commandNames + subcommands
    let written = try LessonScaffold(package: package, commandNames: commandNames).write(name)
    return NewLessonReport(name: written.name, package: package)
  }
}
