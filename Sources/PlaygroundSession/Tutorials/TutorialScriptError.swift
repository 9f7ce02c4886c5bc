/// Why a tutorial script cannot be used, and where: one line, `Lessons/counter/Tutorial.md:12:
/// step 2 has no goal; add a '- goal: …' line`.
public struct TutorialScriptError: Error, Equatable, CustomStringConvertible {
  /// The script's path in the repository.
  public let path: String
  /// Counting from 1.
  public let line: Int
  public let message: String

  public var description: String { "\(path):\(line): \(message)" }
}

/// What is wrong with one line of a script; the parser adds where it is.
struct ScriptLineProblem: Error, Equatable {
  let message: String

  init(_ message: String) {
    self.message = message
  }
}
