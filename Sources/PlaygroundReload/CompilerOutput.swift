import PlaygroundPackage
/// What `swift build` prints, sorted for `:reload`: its progress lines (`[12/40] Compiling …`),
/// which a terminal shows in place, and the compiler's errors, each as the compiler prints it
/// (`file:line:column: error: …` and the source excerpt under it) with the package's own paths
/// made relative to it, or renamed (`open`'s generated files take their user's file's path).
/// Warnings, and SwiftPM's notes that a command failed or was cancelled after another
/// failed, are left out: piped, a failed `:reload` prints the errors and nothing else.
///
/// SwiftPM prints an error twice when both the module's interface and its code fail to
/// compile; each is kept once.
public struct CompilerOutput: Sendable {
  /// One diagnostic: its first line and the excerpt lines after it.
  struct Block: Equatable, Sendable {
    var lines: [String]
    let severity: Substring
  }

  private let package: PackageRoot
  /// Paths relative to the package, and the path each stands for in messages.
  private let renamedPaths: [String: String]
  private var blocks: [Block] = []
  /// The diagnostic whose excerpt is being read.
  private var open: Block?
  /// SwiftPM's own `error:` lines that are not about one command failing.
  private var packageErrors: [String] = []

  public init(package: PackageRoot, renamedPaths: [String: String] = [:]) {
    self.package = package
    self.renamedPaths = renamedPaths
  }

  /// Takes the next line; returns it when it is a progress line, for a terminal to show.
  @discardableResult
  public mutating func add(_ rawLine: String) -> String? {
    let line = relative(rawLine)
    if Self.isProgress(line) || line.hasPrefix("Building for ") || line.hasPrefix("Build complete!") {
      close()
      return Self.isProgress(line) ? line : nil
    }
    if let severity = Self.severity(ofDiagnostic: line) {
      close()
      open = Block(lines: [line], severity: severity)
      return nil
    }
    if line.hasPrefix("error: ") {
      // SwiftPM's own line, never part of an excerpt.
      close()
      if !line.contains(" command failed with exit code "), line != "error: cancelled" { packageErrors.append(line) }
    } else if open != nil {
      open?.lines.append(line)
    }
    return nil
  }

  /// The errors, each once, in the order first printed, with the notes that follow them;
  /// then SwiftPM's own errors, such as a manifest that does not parse.
  public mutating func errors() -> [String] {
    close()
    var kept: [Block] = []
    var keepsNotes = false
    for block in blocks {
      switch block.severity {
      case "error":
        keepsNotes = !kept.contains(block)
        if keepsNotes { kept.append(block) }
      case "note" where keepsNotes:
        kept.append(block)
      default:
        keepsNotes = false
      }
    }
    return kept.flatMap(\.lines) + packageErrors
  }

  private mutating func close() {
    guard var block = open else { return }
    // The excerpt ends with an empty numbered line (`3 | `) and blank lines; a blank line is
    // not part of the diagnostic.
    while block.lines.last?.allSatisfy(\.isWhitespace) == true { block.lines.removeLast() }
    blocks.append(block)
    open = nil
  }

  /// Every absolute path inside the package, made relative to it, then renamed.
  private func relative(_ line: String) -> String {
    let prefix = package.url.path.hasSuffix("/") ? package.url.path : package.url.path + "/"
    var line = line.replacing(prefix, with: "")
    for (path, shown) in renamedPaths where line.contains(path) { line = line.replacing(path, with: shown) }
    return line
  }

  /// `[12/40] Compiling Lessons Counter.swift`
  static func isProgress(_ line: String) -> Bool {
    guard line.first == "[", let close = line.firstIndex(of: "]") else { return false }
    let counts = line[line.index(after: line.startIndex)..<close].split(separator: "/", omittingEmptySubsequences: false)
    return counts.count == 2 && counts.allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isNumber) }
  }

  /// `error` for `Lessons/counter/Counter.swift:12:5: error: …`; `nil` for any other line.
  static func severity(ofDiagnostic line: String) -> Substring? {
    for severity in ["error", "warning", "note"] {
      guard let range = line.range(of: ": \(severity): ") else { continue }
      let location = line[..<range.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
      guard location.count >= 3, location.suffix(2).allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isNumber) }),
        let file = location.dropLast(2).joined(separator: ":").first, !file.isWhitespace
      else { continue }
      return Substring(severity)
    }
    return nil
  }
}

extension CompilerOutput {
  /// Whether `line` is an error's first line, which the shell colours as an error.
  public static func isErrorHeading(_ line: String) -> Bool {
    severity(ofDiagnostic: line) == "error" || line.hasPrefix("error: ")
  }
}
