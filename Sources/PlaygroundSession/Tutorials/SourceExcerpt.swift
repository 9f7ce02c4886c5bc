import PlaygroundText


/// A part of a lesson's Swift file a tutorial shows with `source`: a whole file, or one
/// declaration, named in the script as `- source: Counter.swift` or `Counter.swift#body`.
struct SourceExcerpt: Sendable, Equatable {
  /// `Lessons/counter/Counter.swift`
  let path: String
  /// The lines shown, counting from 1; `nil` for the whole file.
  let lines: ClosedRange<Int>?
  /// The code, without the indentation all its lines share.
  let text: String

  /// The comment line `source` prints above the code: `// Lessons/counter/Counter.swift:15-27`.
  var heading: String {
    guard let lines else { return "// \(path)" }
    return lines.count == 1 ? "// \(path):\(lines.lowerBound)" : "// \(path):\(lines.lowerBound)-\(lines.upperBound)"
  }

  /// Resolves a script's reference, `File.swift` or `File.swift#Declaration.path`, against the
  /// lesson's files.
  init(reference: String, in files: TutorialFiles) throws(ScriptLineProblem) {
    let parts = reference.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
    let name = String(parts[0])
    guard let text = files.sources[name] else {
      let known = files.sources.keys.sorted()
      let hint = closestName(to: name, in: known).map { "; did you mean \($0)?" } ?? ""
      throw ScriptLineProblem(
        "no Swift file '\(name)' in \(files.folder); it has \(known.joined(separator: ", "))\(hint)"
      )
    }
    path = "\(files.folder)/\(name)"
    guard parts.count == 2 else {
      lines = nil
      self.text = text.hasSuffix("\n") ? String(text.dropLast()) : text
      return
    }
    let declaration = String(parts[1])
    let source = text.split(separator: "\n", omittingEmptySubsequences: false)
    guard !declaration.isEmpty, let found = SwiftDeclaration.lines(of: declaration, in: source) else {
      throw ScriptLineProblem(
        "\(name) has no declaration '\(declaration)'; name a type, property, function or switch case, e.g. \(name)#body"
      )
    }
    lines = (found.lowerBound + 1)...(found.upperBound + 1)
    self.text = Self.dedented(source[found])
  }

  private static func dedented(_ lines: ArraySlice<Substring>) -> String {
    let indent = lines.filter { !$0.allSatisfy(\.isWhitespace) }
      .map { $0.prefix { $0 == " " }.count }.min() ?? 0
    return lines.map { String($0.dropFirst(min(indent, $0.prefix { $0 == " " }.count))) }.joined(separator: "\n")
  }
}
