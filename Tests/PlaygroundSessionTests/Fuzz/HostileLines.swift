import Foundation
import Lessons
import PlaygroundTestSupport
import PropertyBased
import TranscriptFormat

@testable import PlaygroundSession

/// The lines the fuzz test types: random bytes, invalid UTF-8, 100 KB lines, deep nesting, huge
/// numbers, mutated real commands of every lesson, and every command with random arguments.
///
/// swift-property-based draws a small recipe (a kind, some bytes, a number); ``make(kind:bytes:number:)``
/// turns it into a line, so a failing line is reproduced from the seed the test reports.
enum HostileLines {
  /// One hostile line.
  static let line = zip(Gen.int(in: 0...99), Gen.uint8().array(of: 0...48), Gen.uint64())
    .map { recipe in make(kind: recipe.0, bytes: recipe.1, number: recipe.2) }

  /// Every command line of the bundled transcripts, which between them drive every lesson and
  /// every command: the material mutated lines start from.
  static let realLines: [String] = {
    let folder = LessonTranscripts.bundled.root
    let files = (try? LessonTranscripts.bundled.all()) ?? []
    let lines = files.flatMap { file in
      let bytes = (try? Data(contentsOf: file)).map(Array.init) ?? []
      let transcript = try? TranscriptParser.parse(bytes, path: file.path, lessonIDs: allLessons.map(\.id))
      return transcript?.commands ?? []
    }
    precondition(!lines.isEmpty, "no transcripts in \(folder.path)")
    return lines
  }()

  /// Characters that tend to break parsers and terminals.
  static let awkward: [String] = [
    "\n", "\r", "\r\n", "\t", "\u{0C}", "\u{0B}", "\u{0}", "\u{17}", "\u{1B}[31m", "\u{7F}", "\u{85}",
    "\u{2028}", "\u{2029}", "\u{FEFF}", "\u{200B}", "\u{FFFD}", "é", "e\u{301}", "👩‍👩‍👧", "𝔸", "\"", "\\", "\\u{",
    "(", ")", "[", "]", ",", ":", ".", "#", "^", "\\.", " ", "{", "}", "$0", "-", "0x", "1e308", "%s",
  ]

  static let tokens: [String] = [
    "", "0", "1", "-1", "1s", "-1s", "0s", "366d", "1.5s", "250ms", "2m", "1h", "1m30s", "all", "stop", "reset",
    "counter", "timers", "cancellation", "shared-stats", "sign-up", "stats", "kettle", "failing", "live",
    "#0", "#1", "^", "^.dismiss", "\\.path[id: 0]", "path[id: 0]", "path.elements[0]", "count", "x.y.z",
    ".", "..", "/", "/proc/x", "a/", ".incrementButtonTapped", "nil", "true", "\"\"",
  ]

  static func make(kind: Int, bytes: [UInt8], number: UInt64) -> String {
    // The choices inside the line come from the library's generator, seeded by the recipe.
    var random = Xoshiro(seed: (number, ~number, 0x9E37_79B9_7F4A_7C15, 1))
    switch kind {
    case 0..<10:
      // Raw bytes as the piped reader decodes them: invalid UTF-8 becomes U+FFFD.
      return String(decoding: bytes, as: UTF8.self)
    case 10..<20:
      return pick(&random, ShellCommand.names) + " " + String(decoding: bytes, as: UTF8.self)
    case 20..<30:
      return bytes.map { awkward[Int($0) % awkward.count] }.joined()
    case 30..<32:
      // 100 KB, under the piped reader's limit, after a command or alone.
      let piece = pick(&random, ["a", ".a(", "[", "9", "é", " ", "\\.a"])
      let body = String(repeating: piece, count: 100_000 / piece.utf8.count)
      return pick(&random, ["send ", "state ", "advance ", "help ", ""]) + body
    case 32..<40:
      let depth = Int.random(in: 50...5_000, using: &random)
      let (open, close) = pick(&random, [(".a(", ")"), ("[", "]"), (".a(.b(", "))"), ("\\.a", "")])
      let inner = pick(&random, ["", "1", ".x", "\"s\""])
      let closed = Int.random(in: 0...1, using: &random) == 0 ? String(repeating: close, count: depth) : ""
      return "send " + pick(&random, ["", "^", ".a(", "\\.binding.x, "]) + String(repeating: open, count: depth) + inner + closed
    case 40..<48:
      let digits = String((0..<Int.random(in: 19...400, using: &random)).map { _ in Character(String(Int.random(in: 0...9, using: &random))) })
      return pick(&random, [
        "advance \(digits)s", "advance \(digits)ms", "advance 0.\(digits)s", "send .dialTurned(\(digits))",
        "send .dialTurned(-\(digits))", "send .dialTurned(\(digits).5)", "undo \(digits)", "goto \(digits)",
        "send \\.path[id: \(digits)].basics.nextButtonTapped", "send .path(.popFrom(id: #\(digits)))",
        "state path[id: \(digits)]", "advance \(digits)h\(digits)m",
      ])
    case 48..<80:
      return mutate(pick(&random, realLines), bytes: bytes, random: &random)
    case 80..<92:
      let arguments = (0..<Int.random(in: 0...3, using: &random)).map { _ in pick(&random, tokens) }
      return ([pick(&random, ShellCommand.names)] + arguments).joined(separator: " ")
    default:
      // Real commands as they are, so the sessions get somewhere: timers running, sheets up.
      return pick(&random, realLines)
    }
  }

  /// One to four edits: a character deleted, replaced or inserted, a piece repeated, the line
  /// cut short.
  static func mutate(_ line: String, bytes: [UInt8], random: inout Xoshiro) -> String {
    var characters = Array(line)
    for _ in 0..<Int.random(in: 1...4, using: &random) {
      let at = characters.isEmpty ? 0 : Int.random(in: 0...(characters.count - 1), using: &random)
      let insertion = Array(pick(&random, awkward + tokens))
      switch Int.random(in: 0...4, using: &random) {
      case 0 where !characters.isEmpty: characters.remove(at: at)
      case 1 where !characters.isEmpty: characters.replaceSubrange(at...at, with: insertion)
      case 2: characters.insert(contentsOf: insertion, at: at)
      case 3 where !characters.isEmpty:
        let end = min(characters.count, at + Int.random(in: 1...8, using: &random))
        characters.insert(contentsOf: characters[at..<end], at: at)
      default: characters = Array(characters.prefix(at))
      }
    }
    return String(characters) + (bytes.first.map { $0 < 8 ? String(decoding: bytes, as: UTF8.self) : "" } ?? "")
  }
}

/// An element of a non-empty array, chosen by `random`.
private func pick<T>(_ random: inout Xoshiro, _ array: [T]) -> T {
  array.randomElement(using: &random)!
}
