import Foundation
import PlaygroundText

/// `export test [FILE]`: the session since the lesson started, as a swift-testing test that
/// drives the feature with a `TestStore`; see ``TestSourceGenerator``.
extension ShellCommand {
  static let export = ShellCommand(
    "export", usage: "export test [FILE]",
    summary: "print the session so far as a TestStore test, or write it to FILE",
    details: [
      "  export test                     print the test's Swift source",
      "  export test CounterTests.swift  write it to that file; its name names the suite",
      "The test is built from what happened, not from what was printed: each action sent",
      "and received, with the assignments that turn the state before it into the state after",
      "it; the clock as it moved; the dependency modes chosen. It covers the lesson since it",
      "last started (load, reset, test on|off). 'tca-playground export' does the same for",
      "transcripts.",
    ],
    complete: ArgumentWords.complete { previous, _ in previous.isEmpty ? ["test"] : [] }
  ) { context, invocation throws(ParseError) in
    let words = invocation.argument.split(separator: " ", maxSplits: 1).map(String.init)
    guard words.first == "test" else {
      throw ParseError(
        "export takes 'test', then an optional file: export test [FILE]", column: invocation.column,
        suggestion: words.first.flatMap { closestName(to: $0, in: ["test"]) }.map { "export \($0)" }
      )
    }
    let path = words.count > 1 ? words[1].trimmingWhitespace() : nil
    let fileColumn = invocation.column + 5
    let lessonSuite = TestSuiteName.make(fromFile: context.lesson.id)
    if let path {
      guard path.hasSuffix(".swift") else {
        throw ParseError("export test writes a Swift file; name it with .swift, such as \(lessonSuite).swift", column: fileColumn)
      }
    }
    let suiteName = path.map { TestSuiteName.make(fromFile: URL(fileURLWithPath: $0).lastPathComponent) } ?? lessonSuite
    let source: String
    do throws(ExportError) {
      source = try TestSourceGenerator(lesson: context.lesson, suiteName: suiteName).source(sessions: [context.host.export.session])
    } catch {
      throw ParseError("cannot export this session as a test: \(error.description)", column: nil)
    }
    guard let path else {
      context.output.append(String(source.dropLast()))
      return .proceed
    }
    // Through the session's files, as :save writes: in a check, inside the check's folder.
    do throws(FileCommandError) {
      try context.transcripts.checkWritable(path, verb: "write")
      if try context.transcripts.write(text: source, to: path, verb: "write") {
        context.output.append("replaced \(path)")
      }
    } catch {
      throw ParseError(error.description, column: fileColumn)
    }
    context.output.append("wrote \(suiteName) to \(path)")
    return .proceed
  }
}

/// A suite's name from a file's: `counter-basics.transcript` → `CounterBasicsTests`.
public enum TestSuiteName {
  public static func make(fromFile name: String) -> String {
    let stem = name.split(separator: ".").first.map(String.init) ?? name
    let words = stem.split { !$0.isLetter && !$0.isNumber }
    var suite = words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    if suite.first?.isNumber ?? true { suite = "Session" + suite }
    return suite.hasSuffix("Tests") ? suite : suite + "Tests"
  }
}
