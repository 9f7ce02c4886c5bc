import ComposableArchitecture
import Foundation
import Lessons
import Testing

@testable import PlaygroundSession

/// `Transcripts/` covers every action each lesson declares, every shell command, and errors
/// for bad input, so a change to any of them shows in a transcript diff.
@MainActor
struct TranscriptCoverageTests {
  static let directory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Transcripts")

  /// The text of every transcript whose name starts with `prefix`.
  func transcripts(startingWith prefix: String = "") throws -> String {
    try FileManager.default.contentsOfDirectory(at: Self.directory, includingPropertiesForKeys: nil)
      .filter { $0.pathExtension == "transcript" && $0.lastPathComponent.hasPrefix(prefix) }
      .map { try String(contentsOf: $0, encoding: .utf8) }
      .joined(separator: "\n")
  }

  /// The cases of the enums a lesson declares in its action, at every depth: the runtime's own
  /// wrappers (`StackAction`, `PresentationAction`, `BindingAction`) are TCA's, not the lesson's.
  func declaredCases(of type: any CaseReflectable.Type, seen: inout Set<ObjectIdentifier>) -> [String] {
    guard seen.insert(ObjectIdentifier(type)).inserted else { return [] }
    let declared = _typeName(type, qualified: true).hasPrefix("Lessons.")
    return type.anyReflectedCases.flatMap { reflected in
      (declared ? [reflected.name] : [])
        + reflected.parameters.flatMap { parameter in
          (parameter.type as? any CaseReflectable.Type).map { declaredCases(of: $0, seen: &seen) } ?? []
        }
    }
  }

  @Test(arguments: allLessons.map(\.id))
  func everyActionOfTheLessonAppearsInItsTranscripts(_ id: String) throws {
    let playground = try Playground(lessons: allLessons, lessonID: id) { _ in }
    var seen: Set<ObjectIdentifier> = []
    let cases = declaredCases(of: playground.host.actionType, seen: &seen)
    #expect(!cases.isEmpty)
    let text = try transcripts(startingWith: id + "-")
    for name in cases {
      let mentioned = text.range(of: #"\.\#(name)\b"#, options: .regularExpression) != nil
      #expect(mentioned, "no transcript of \(id) sends or receives .\(name)")
    }
  }

  /// The directives (`:record`, `:save`, `:load`) are left out: the shell acts on them, with
  /// files, and a replay ignores them; the command-line tests cover them.
  @Test func everyShellCommandAppearsInATranscript() throws {
    let lines = try transcripts().split(separator: "\n")
    let prompts = allLessons.flatMap { ["\($0.id)> ", "\($0.id) (test)> "] }
    let typed = Set(lines.compactMap { line in
      prompts.first { line.hasPrefix($0) }.map { line.dropFirst($0.count).prefix { !$0.isWhitespace } }
    }.map(String.init))
    for name in ShellCommand.names where ShellDirective(name) == nil {
      #expect(typed.contains(name), "no transcript runs \(name)")
    }
  }

  @Test func badInputGivesErrorsInTheTranscripts() throws {
    let errors = try transcripts().split(separator: "\n").filter { $0.hasPrefix("error: ") }
    for kind in ["unknown command", "did you mean", "has no case", "needs a unit", "column"] {
      #expect(errors.contains { $0.contains(kind) }, "no transcript shows an error with '\(kind)'")
    }
  }
}
