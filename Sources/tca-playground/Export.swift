import ArgumentParser
import Foundation
import PlaygroundSession
import PlaygroundTerminal
import TranscriptFormat

/// `tca-playground export TRANSCRIPT… [-o DIR]`: each transcript as a swift-testing test that
/// drives its lesson with a `TestStore`, written to `DIR/<Name>Tests.swift`, or to
/// `DIR/<subfolder>/<Subfolder><Name>Tests.swift` for one found in a subfolder of a folder given.
struct Export: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "export",
    abstract: "Write transcripts as swift-testing tests that use TestStore.",
    discussion: """
      Each transcript's commands run in a fresh, muted session, as 'check' runs them; what the \
      session did becomes the test: each action sent and received with its state assertion, \
      the clock as it moved, the dependency modes chosen. basics.transcript becomes \
      DIR/BasicsTests.swift, written whole or not at all; found in a folder's subfolder, as \
      Transcripts/counter/basics.transcript in Transcripts, it goes to the same subfolder of \
      DIR, named by its path inside the folder: DIR/counter/CounterBasicsTests.swift.

      Each time the lesson starts over after steps (reset, test on, test off), a new @Test \
      begins. A transcript that loads another lesson after taking steps cannot be one suite: \
      it gets one error naming its file and line, and nothing is written for it. Exit \
      status: 0 when every transcript was exported, 1 when one could not be, 2 for bad usage \
      or an unreadable file. Tests/ExportedTests holds the export of Transcripts/, \
      refreshed with: tca-playground export Transcripts -o Tests/ExportedTests
      """
  )

  @Argument(help: ArgumentHelp("Transcript files, or folders searched for *.transcript files at any depth.", valueName: "TRANSCRIPT"))
  var paths: [String] = []

  @Option(name: .shortAndLong, help: ArgumentHelp("The folder to write the tests to.", valueName: "DIR"))
  var output = "."

  func validate() throws {
    guard !paths.isEmpty else { throw ValidationError("name at least one transcript file or folder") }
  }

  @MainActor
  func run() async throws {
    OutputSink.ignoreBrokenPipeSignal()
    var failed = false
    do {
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: output, isDirectory: &isFolder), isFolder.boolValue else {
        throw CommandError("\(output): no such folder")
      }
      for found in try TranscriptFinder.find(paths) {
        let path = found.path
        let transcript = try Self.read(path)
        let name = Self.suiteName(of: found)
        let folder = URL(fileURLWithPath: output).appending(path: found.subfolder, directoryHint: .isDirectory)
        let file = folder.appending(component: name + ".swift")
        do {
          let source = try await Playground.exportTest(
            transcript.steps.map { ($0.line, $0.command) },
            lessons: shellLessons, lessonID: transcript.lessonID, suiteName: name
          )
          try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
          try StateFile.replace(file, with: source, mode: 0o644)
          print("wrote \(file.path)")
        } catch let failure as Playground.ExportFailure {
          failed = true
          Self.printError("error: \(path)\(failure.line.map { " line \($0)" } ?? ""): \(failure.description)")
        } catch {
          throw CommandError("cannot write \(file.path): \(fileErrorReason(error))")
        }
      }
    } catch let error as CommandError {
      Self.printError("error: \(error)")
      throw ExitCode(2)
    }
    if failed { throw ExitCode(1) }
  }

  /// The suite's name, from the transcript's path inside the folder given: the lesson's
  /// folder's words, then the file's, `counter/basics.transcript` → `CounterBasicsTests`, so
  /// every lesson's `tutorial.transcript` gets a suite of its own.
  static func suiteName(of found: TranscriptFinder.Found) -> String {
    // The name's words end at its first dot (`basics.transcript`); a folder's dots part words.
    let folders = found.subfolder.split(separator: "/").map { String($0.replacing(".", with: "-")) }
    return TestSuiteName.make(fromFile: (folders + [URL(fileURLWithPath: found.path).lastPathComponent]).joined(separator: "-"))
  }

  private static func read(_ path: String) throws(CommandError) -> Transcript {
    do {
      let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
      return try TranscriptParser.parse(bytes, path: path, lessonIDs: shellLessons.map(\.id))
    } catch let error as TranscriptError {
      throw CommandError(error.description)
    } catch {
      throw CommandError("cannot read \(path): \(fileErrorReason(error))")
    }
  }

  private static func printError(_ line: String) {
    _ = OutputSink.standardError.write(line + "\n")
  }
}
