import Foundation
import Lessons
import PlaygroundSession
import Testing
import TranscriptFormat

/// Whatever a learner asserted in test mode, and the store passed, the exported test asserts
/// too: for every transcript that turns test mode on, each place that a passing `send` or
/// `receive` closure wrote to is written in the test its session exports. A closure under
/// `exhaustivity off` once came out as `{ _ in }`, losing what it asserted.
@MainActor
struct ExportKeepsTypedClosuresTests {
  @Test func everyPlaceAPassingClosureWroteIsInTheExport() async throws {
    let files = try FileManager.default.subpathsOfDirectory(atPath: bundledTranscripts.path)
      .filter { $0.hasSuffix(".transcript") }.sorted()
    var checked = 0
    for file in files {
      let url = bundledTranscripts.appending(path: file)
      let transcript = try TranscriptParser.parse(
        Array(try Data(contentsOf: url)), path: file, lessonIDs: allLessons.map(\.id)
      )
      let places = Self.placesOfPassingClosures(in: transcript)
      guard !places.isEmpty else { continue }
      let source: String
      do {
        source = try await Playground.exportTest(
          transcript.steps.map { ($0.line, $0.command) }, lessons: allLessons, lessonID: transcript.lessonID,
          suiteName: "PropertyTests"
        )
      } catch let failure as Playground.ExportFailure {
        // A transcript that goes on to another lesson is no one suite; `check` covers it.
        #expect(failure.description.contains("loads another lesson"), "\(file): \(failure)")
        continue
      }
      // A chain through a presented case, `?.borrowForm?.weeks`, is exported as CasePaths'
      // `?.modify(\.borrowForm) { $0.weeks … }`, since its optional setter is unavailable.
      let chained = source.replacing(#/\.modify\(\\\.(\w+)\) \{ \$0/#) { ".\($0.1)?" }
      for place in places {
        #expect(
          source.contains(place) || chained.contains(place), "\(file): the export lost the assertion on \(place)"
        )
        checked += 1
      }
    }
    #expect(checked >= 50, "only \(checked) places were checked")
  }

  /// The places written by each closure of a `send` or `receive` that printed `✔ … passed`.
  static func placesOfPassingClosures(in transcript: Transcript) -> [String] {
    var places: [String] = []
    var pending: [String] = []
    for line in transcript.lines {
      switch line {
      case let .command(_, command, _):
        pending = []
        guard command.hasPrefix("send ") || command.hasPrefix("receive "), let brace = command.firstIndex(of: "{"),
          command.hasSuffix("}")
        else { continue }
        pending = statements(in: command[command.index(after: brace)..<command.index(before: command.endIndex)])
          .map(place)
      case let .output(text) where text.hasPrefix("✔ send passed") || text.hasPrefix("✔ receive passed"):
        places += pending
        pending = []
      default:
        continue
      }
    }
    return places
  }

  /// A closure's body split at its own `;`s, not those inside a `withLock { … }`.
  static func statements(in body: Substring) -> [Substring] {
    var statements: [Substring] = []
    var depth = 0
    var start = body.startIndex
    for index in body.indices {
      switch body[index] {
      case "{", "(", "[": depth += 1
      case "}", ")", "]": depth -= 1
      case ";" where depth == 0:
        statements.append(body[start..<index])
        start = body.index(after: index)
      default: break
      }
    }
    statements.append(body[start...])
    return statements
  }

  /// The place a statement writes: `$0.rows[id: UUID(0)]?.isDone` in
  /// `$0.rows[id: UUID(0)]?.isDone = true`, `$0.rows.append` in a call, `$0.$stats.withLock`.
  static func place(_ statement: Substring) -> String {
    let statement = statement.drop(while: \.isWhitespace)
    var depth = 0
    for index in statement.indices {
      switch statement[index] {
      case "[": depth += 1
      case "]": depth -= 1
      case "(", " " where depth == 0: return String(statement[..<index])
      default: break
      }
    }
    return String(statement)
  }
}
