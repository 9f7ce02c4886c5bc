import Foundation
import PlaygroundText

/// Reads a `Tutorial.md` (format in `Lessons/README.md`) into a ``Tutorial``, or stops at the
/// first problem with one line saying what is wrong and where.
///
/// The script is Markdown: a `# Title` line, an introduction, then `## Step N: Title`
/// sections. In a section, prose comes first (the introduction, or the step's instruction),
/// then fields written as list items, `- goal: …`, `- hint: …`, `- explain: …`,
/// `- source: …`; a field goes on over the lines indented below it. Fenced code blocks are
/// prose, whatever they contain.
struct TutorialParser {
  let files: TutorialFiles

  /// A `## Step` section, or the front part, before its fields are read.
  private struct Section {
    /// The heading's line; the title's line for the front part.
    var line: Int
    var title: String
    var prose: [String] = []
    var fields: [Field] = []
  }

  private struct Field {
    let name: String
    var value: String
    let line: Int
  }

  private static let fieldNames = ["goal", "hint", "explain", "source"]

  func parse() throws(TutorialScriptError) -> Tutorial {
    guard let script = files.script, !script.allSatisfy(\.isWhitespace) else {
      throw problem(at: 1, "the script is missing or empty; it starts with a '# Title' line")
    }
    let (front, steps) = try sections(of: script)
    guard !steps.isEmpty else {
      throw problem(at: front.line, "the tutorial has no steps; each starts with '## Step N: Title'")
    }
    if let field = front.fields.first(where: { $0.name != "source" }) {
      throw problem(at: field.line, "'- \(field.name):' belongs in a step; steps start with '## Step 1: Title'")
    }
    let defaultExcerpts = try excerpts(front.fields)
    let parsedSteps = try steps.enumerated().map { (index, section) throws(TutorialScriptError) in
      try step(section, number: index + 1)
    }
    var wholeFiles: [SourceExcerpt] = []
    for field in (front.fields + steps.flatMap(\.fields)) where field.name == "source" {
      let file = String(field.value.prefix { $0 != "#" })
      let whole = try excerpt(file, line: field.line)
      if !wholeFiles.contains(whole) { wholeFiles.append(whole) }
    }
    // Then the lesson's other feature files, so `source all` shows the whole feature; the
    // `…Lesson.swift` registration is the shell's, not the feature's.
    for name in files.sources.keys.sorted() where !name.hasSuffix("Lesson.swift") {
      let whole = try excerpt(name, line: front.line)
      if !wholeFiles.contains(whole) { wholeFiles.append(whole) }
    }
    return Tutorial(
      title: front.title, introduction: Self.text(front.prose), steps: parsedSteps,
      defaultExcerpts: defaultExcerpts, wholeFiles: wholeFiles
    )
  }

  /// Splits the script into the front part and the step sections, and each into prose and
  /// fields.
  private func sections(of script: String) throws(TutorialScriptError) -> (front: Section, steps: [Section]) {
    let lines = script.split(separator: "\n", omittingEmptySubsequences: false).map {
      $0.hasSuffix("\r") ? String($0.dropLast()) : String($0)
    }
    let titleIndex = lines.firstIndex { !$0.allSatisfy(\.isWhitespace) } ?? 0
    guard lines[titleIndex].hasPrefix("# ") else {
      throw problem(at: titleIndex + 1, "the script starts with a '# Title' line")
    }
    var front = Section(line: titleIndex + 1, title: lines[titleIndex].dropFirst(2).trimmingWhitespace())
    var steps: [Section] = []
    var inFence = false
    var continuing = false
    for (index, line) in lines.enumerated().dropFirst(titleIndex + 1) {
      let number = index + 1
      if line.trimmingWhitespace().hasPrefix("```") { inFence.toggle() }
      if !inFence, line.hasPrefix("#"), line.drop(while: { $0 == "#" }).first == " " {
        continuing = false
        if let title = try stepTitle(line, number: number, expected: steps.count + 1) {
          steps.append(Section(line: number, title: title))
          continue
        }
        if line.hasPrefix("# ") {
          throw problem(at: number, "a script has one '# Title' line, at its top")
        }
        if !steps.isEmpty {
          throw problem(at: number, "only '## Step N: Title' headings may follow the first step")
        }
      }
      if steps.isEmpty {
        try read(line, number: number, into: &front, continuing: &continuing, inFence: inFence)
      } else {
        try read(line, number: number, into: &steps[steps.count - 1], continuing: &continuing, inFence: inFence)
      }
    }
    return (front, steps)
  }

  /// The title of a `## Step N: Title` heading, `nil` for another heading.
  private func stepTitle(_ line: String, number: Int, expected: Int) throws(TutorialScriptError) -> String? {
    guard line.hasPrefix("## Step") else { return nil }
    let rest = line.dropFirst("## Step".count)
    let digits = rest.drop(while: { $0 == " " }).prefix(while: \.isNumber)
    let afterDigits = rest.drop(while: { $0 == " " }).dropFirst(digits.count)
    guard rest.first == " ", let stepNumber = Int(digits), afterDigits.hasPrefix(":") else {
      throw problem(at: number, "a step heading reads '## Step \(expected): Title'")
    }
    guard stepNumber == expected else {
      throw problem(at: number, "this step is numbered \(stepNumber); number the steps 1, 2, 3… (expected \(expected))")
    }
    let title = afterDigits.dropFirst().trimmingWhitespace()
    guard !title.isEmpty else { throw problem(at: number, "step \(expected) has no title after the colon") }
    return title
  }

  /// Adds one line of a section's body: prose before the fields, then fields and the
  /// indented lines that continue them.
  private func read(
    _ line: String, number: Int, into section: inout Section, continuing: inout Bool, inFence: Bool
  ) throws(TutorialScriptError) {
    if line.allSatisfy(\.isWhitespace) {
      continuing = false
      if section.fields.isEmpty { section.prose.append("") }
      return
    }
    if continuing, line.hasPrefix("  ") {
      section.fields[section.fields.count - 1].value += "\n" + line.trimmingWhitespace()
      return
    }
    if !inFence, let field = try field(line, number: number) {
      section.fields.append(field)
      continuing = true
      return
    }
    guard section.fields.isEmpty else {
      throw problem(at: number, "text after the fields; the instruction goes above the first '- goal:', and a field goes on only on lines indented under it")
    }
    section.prose.append(line)
  }

  /// A `- name: value` line, `nil` for other prose.
  private func field(_ line: String, number: Int) throws(TutorialScriptError) -> Field? {
    guard line.hasPrefix("- ") else { return nil }
    let name = line.dropFirst(2).prefix { $0.isLowercase && $0.isLetter }
    let afterName = line.dropFirst(2 + name.count)
    guard !name.isEmpty, afterName.hasPrefix(":") else { return nil }
    guard Self.fieldNames.contains(String(name)) else {
      let hint = closestName(to: String(name), in: Self.fieldNames).map { "; did you mean \($0)?" } ?? ""
      throw problem(at: number, "unknown field '\(name)'; the fields are \(Self.fieldNames.joined(separator: ", "))\(hint)")
    }
    let value = afterName.dropFirst().trimmingWhitespace()
    guard !value.isEmpty else { throw problem(at: number, "'- \(name):' has nothing after it") }
    return Field(name: String(name), value: value, line: number)
  }

  private func step(_ section: Section, number: Int) throws(TutorialScriptError) -> Tutorial.Step {
    func values(_ name: String) -> [Field] { section.fields.filter { $0.name == name } }
    let instruction = Self.text(section.prose)
    guard !instruction.isEmpty else {
      throw problem(at: section.line, "step \(number) has no instruction; write what to do under its heading")
    }
    guard !values("goal").isEmpty else {
      throw problem(at: section.line, "step \(number) has no goal; add a '- goal: …' line, e.g. '- goal: state count == 3'")
    }
    guard !values("hint").isEmpty else {
      throw problem(at: section.line, "step \(number) has no hint; add at least one '- hint: …' line")
    }
    let explanations = values("explain")
    guard explanations.count == 1 else {
      throw problem(
        at: explanations.dropFirst().first?.line ?? section.line,
        "step \(number) needs one '- explain: …' line, shown when its goals are met; it has \(explanations.count)"
      )
    }
    var goals: [Goal] = []
    for field in values("goal") {
      do {
        goals.append(try Goal(parsing: field.value))
      } catch {
        throw problem(at: field.line, error.message)
      }
    }
    return Tutorial.Step(
      title: section.title, instruction: instruction, goals: goals, hints: values("hint").map(\.value),
      explanation: explanations[0].value, excerpts: try excerpts(section.fields)
    )
  }

  private func excerpts(_ fields: [Field]) throws(TutorialScriptError) -> [SourceExcerpt] {
    var excerpts: [SourceExcerpt] = []
    for field in fields where field.name == "source" {
      excerpts.append(try excerpt(field.value, line: field.line))
    }
    return excerpts
  }

  private func excerpt(_ reference: String, line: Int) throws(TutorialScriptError) -> SourceExcerpt {
    do {
      return try SourceExcerpt(reference: reference, in: files)
    } catch {
      throw problem(at: line, error.message)
    }
  }

  /// Prose lines as one text, without the blank lines around it.
  private static func text(_ lines: [String]) -> String {
    let start = lines.firstIndex { !$0.allSatisfy(\.isWhitespace) } ?? lines.endIndex
    let end = lines.lastIndex { !$0.allSatisfy(\.isWhitespace) }.map { $0 + 1 } ?? start
    return lines[start..<max(start, end)].joined(separator: "\n")
  }

  private func problem(at line: Int, _ message: String) -> TutorialScriptError {
    TutorialScriptError(path: files.scriptPath, line: line, message: message)
  }
}
