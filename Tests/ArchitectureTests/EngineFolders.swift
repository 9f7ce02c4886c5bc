import Foundation

/// Which folders of a module use names another folder declares: the engine's folders are its
/// rooms, and docs/layout.md says which room may use which. The compiler does not see
/// folders, so this reads the sources.
///
/// A folder provides the names its files declare at the top level (types, functions,
/// constants), and the members it adds to types declared outside the module (such as
/// `Duration.playgroundDescription`). A file uses a top-level name
/// wherever the name appears in its code, and a member where it follows a dot. A member name
/// that two folders declare is nobody's, and `private` declarations are their file's. Members
/// of the module's own types and protocols are reached through the type's name, which counts:
/// left out, they keep common names such as `all` or `send` from standing for a folder. A
/// requirement of the module's own protocol is the protocol's wherever it is implemented: an
/// extension of an outside type that implements it (`extension StackState: ElementsByID`) is a
/// conformance, which uses the protocol's folder, not a name its own folder provides. Reading names, not types, it can
/// take a local variable called like a top-level name for a use; every dependency it reports
/// names the file and the name, so such a case shows.
struct EngineFolders {
  /// A folder using another: `from`'s `file` uses `name`, declared in `to`.
  struct Use: Hashable, CustomStringConvertible {
    let from: String
    let to: String
    let file: String
    let name: String

    var description: String { "\(from) uses \(to)'s `\(name)` (\(file))" }
  }

  /// The folder name of files at the module's top level.
  static let topLevel = "(top level)"

  /// Each folder's first use of each other folder it uses, by `from` then `to`.
  private(set) var uses: [String: [String: Use]] = [:]

  /// - Parameter files: Each file's path inside the module and its source.
  init(files: [(path: String, source: String)]) {
    let scanned = files.map { file in
      (path: file.path, folder: Self.folder(of: file.path), code: Self.withoutSPINames(SwiftCodeScanner.code(of: file.source)))
    }
    var topLevelNames: [String: String] = [:]
    var memberFolders: [String: Set<String>] = [:]
    var protocols: Set<String> = []
    for file in scanned {
      let declarations = Self.declarations(in: file.code)
      for name in declarations.topLevel { topLevelNames[name] = file.folder }
      for member in declarations.members { memberFolders[member.name, default: []].insert(file.folder) }
      protocols.formUnion(declarations.protocols)
    }
    // Members of the module's own types, known only once every file is read.
    for file in scanned {
      for member in Self.declarations(in: file.code).members where topLevelNames[member.owner] != nil {
        memberFolders[member.name]?.remove(file.folder)
        if protocols.contains(member.owner) { memberFolders[member.name] = nil }
      }
    }
    for file in scanned {
      for token in Self.tokens(in: file.code) {
        var folder = topLevelNames[token.name]
        if folder == nil, token.followsDot, let folders = memberFolders[token.name], folders.count == 1 {
          folder = folders.first
        }
        guard let folder, folder != file.folder, uses[file.folder]?[folder] == nil else { continue }
        uses[file.folder, default: [:]][folder] = Use(from: file.folder, to: folder, file: file.path, name: token.name)
      }
    }
  }

  /// The folders of the module at `root`, read from its Swift files.
  init(root: URL) throws {
    let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
    var files: [(path: String, source: String)] = []
    while let url = enumerator?.nextObject() as? URL {
      guard url.pathExtension == "swift" else { continue }
      let path = String(url.standardizedFileURL.path.dropFirst(root.standardizedFileURL.path.count + 1))
      files.append((path, try String(contentsOf: url, encoding: .utf8)))
    }
    self.init(files: files.sorted { $0.path < $1.path })
  }

  /// Pairs of folders that use each other, neither of them in `exempt`, as the two uses that
  /// make each pair, sorted.
  func twoWayPairs(exempt: Set<String> = []) -> [(Use, Use)] {
    var pairs: [(Use, Use)] = []
    for (from, targets) in uses where !exempt.contains(from) {
      for (to, use) in targets where from < to && !exempt.contains(to) {
        if let back = uses[to]?[from] { pairs.append((use, back)) }
      }
    }
    return pairs.sorted { ($0.0.from, $0.0.to) < ($1.0.from, $1.0.to) }
  }

  private static func folder(of path: String) -> String {
    let components = path.split(separator: "/")
    return components.count > 1 ? String(components[0]) : topLevel
  }

  private static let modifiers: Set<String> = [
    "public", "package", "internal", "final", "static", "class", "nonisolated", "indirect", "open",
    "override", "mutating", "nonmutating", "convenience", "required", "dynamic", "lazy", "weak", "unowned",
  ]
  private static let kinds: Set<String> = [
    "struct", "enum", "class", "protocol", "actor", "typealias", "func", "let", "var", "extension",
  ]

  /// The names a file declares at its top level, and the members of its top-level extensions
  /// and protocols with the type or protocol they belong to, and which top-level names are
  /// protocols: two-space indented, as every file in the project is formatted.
  static func declarations(
    in code: String
  ) -> (topLevel: [String], members: [(owner: String, name: String)], protocols: [String]) {
    var topLevel: [String] = []
    var members: [(owner: String, name: String)] = []
    var protocols: [String] = []
    var owner: String?
    for line in code.split(separator: "\n", omittingEmptySubsequences: true) {
      let indent = line.prefix { $0 == " " }.count
      guard indent == 0 || indent == 2 else { continue }
      guard let (kind, name) = declaration(in: line) else {
        if indent == 0, !line.allSatisfy(\.isWhitespace), !line.hasPrefix("@"), !line.hasPrefix("}") {
          owner = nil
        }
        continue
      }
      if indent == 0 {
        // `extension Transcript.Line` belongs to `Transcript`.
        owner = kind == "extension" ? String(name.prefix { $0 != "." }) : kind == "protocol" ? name : nil
        if kind != "extension" { topLevel.append(name) }
        if kind == "protocol" { protocols.append(name) }
      } else if let owner, ["func", "var", "let"].contains(kind) {
        members.append((owner, name))
      }
    }
    return (topLevel, members, protocols)
  }

  /// The kind and name a line declares, skipping attributes and modifiers; `nil` for a
  /// line that declares nothing another file can see.
  private static func declaration(in line: Substring) -> (kind: String, name: String)? {
    // `private(set) var` is read everywhere; `private var` is its file's.
    let line = line.replacingOccurrences(of: "private(set)", with: "")
    var words = line.split(whereSeparator: { $0 == " " || $0 == "<" || $0 == ":" || $0 == "(" || $0 == "{" })[...]
    while let word = words.first, word.hasPrefix("@") || modifiers.contains(String(word)) {
      // `class func` is a modifier, `class Name` a declaration.
      if word == "class", let next = words.dropFirst().first, kinds.contains(String(next)) == false { break }
      words = words.dropFirst()
    }
    guard let kind = words.first.map(String.init), kinds.contains(kind), let name = words.dropFirst().first,
      let first = name.first, first.isLetter || first == "_"
    else { return nil }
    if line.contains("private ") || line.contains("fileprivate ") { return nil }
    return (kind, String(name.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }))
  }

  /// `code` with the group names of `@_spi(Playground)` blanked: the group shares the module
  /// type's name, and counted as a use of `Playground` from every folder that imports the
  /// runtime's SPI, which made the top level seem used by folders that never touch it.
  static func withoutSPINames(_ code: String) -> String {
    code.replacing(#/@_spi\(\s*\w+\s*\)/#) { "@_spi(" + String(repeating: " ", count: $0.output.count - 7) + ")" }
  }

  /// Every name in `code`, and whether it follows a dot (`value.name`, `\.name`).
  static func tokens(in code: String) -> [(name: String, followsDot: Bool)] {
    var tokens: [(String, Bool)] = []
    var current = ""
    var lastNonSpace: Character = " "
    var startFollowsDot = false
    for character in code {
      if character.isLetter || character.isNumber || character == "_" {
        if current.isEmpty {
          guard !character.isNumber else { lastNonSpace = character; continue }
          startFollowsDot = lastNonSpace == "."
        }
        current.append(character)
      } else {
        if !current.isEmpty { tokens.append((current, startFollowsDot)); current = "" }
        if !character.isWhitespace { lastNonSpace = character }
        continue
      }
      lastNonSpace = character
    }
    if !current.isEmpty { tokens.append((current, startFollowsDot)) }
    return tokens
  }
}
