import ComposableArchitecture
import Foundation
import LessonNames
import Lessons
import PlaygroundTestSupport
import Testing

@testable import PlaygroundSession

/// `Transcripts/` covers every action each lesson declares, every shell command, and errors
/// for bad input, so a change to any of them shows in a transcript diff.
@MainActor
struct TranscriptCoverageTests {
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

  /// The project's lessons, not yours (see `LessonNames.ideasChapter`).
  @Test(arguments: allLessons.filter { $0.chapter != LessonNames.ideasChapter }.map(\.id))
  func everyActionOfTheLessonAppearsInItsTranscripts(_ id: String) throws {
    let playground = try Playground(lessons: allLessons, lessonID: id) { _ in }
    var seen: Set<ObjectIdentifier> = []
    let cases = declaredCases(of: playground.host.actionType, seen: &seen)
    #expect(!cases.isEmpty)
    let text = try LessonTranscripts.bundled.text(of: id)
    for name in cases {
      let mentioned = text.range(of: #"\.\#(name)\b"#, options: .regularExpression) != nil
      #expect(mentioned, "no transcript of \(id) sends or receives .\(name)")
    }
  }

  /// `:load` is left out: the shell acts on it, and a check ignores it (see ``ShellDirective``);
  /// the command-line tests cover it.
  @Test func everyShellCommandAppearsInATranscript() throws {
    let lines = try LessonTranscripts.bundled.text().split(separator: "\n")
    let prompts = allLessons.flatMap { ["\($0.id)> ", "\($0.id) (test)> "] }
    let typed = Set(lines.compactMap { line in
      prompts.first { line.hasPrefix($0) }.map { line.dropFirst($0.count).prefix { !$0.isWhitespace } }
    }.map(String.init))
    for name in ShellCommand.names where ShellDirective(name) == nil {
      #expect(typed.contains(name), "no transcript runs \(name)")
    }
  }

  @Test func badInputGivesErrorsInTheTranscripts() throws {
    let errors = try LessonTranscripts.bundled.text().split(separator: "\n").filter { $0.hasPrefix("error: ") }
    for kind in ["unknown command", "did you mean", "has no case", "needs a unit", "column"] {
      #expect(errors.contains { $0.contains(kind) }, "no transcript shows an error with '\(kind)'")
    }
  }
}
