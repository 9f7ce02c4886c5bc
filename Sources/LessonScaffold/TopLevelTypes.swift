import Foundation
import PlaygroundPackage

/// The types Swift files declare at their top level, found line by line: a declaration that
/// starts a line, after its modifiers, as the project's files and `new`'s write them
/// (`@Reducer` goes on the line above). Nested types are indented and left out: they cannot
/// clash with a new lesson's type.
struct TopLevelTypes {
  /// Each declared name, with the first file, relative to the package, that declares it.
  private(set) var files: [String: String] = [:]

  /// The types declared in the Swift files under `folders` of `package`, at any depth, only
  /// `public` and `open` ones when `publicOnly`; a folder that is missing declares none.
  init(in folders: [String], of package: PackageRoot, publicOnly: Bool) {
    for folder in folders {
      let root = package.file(folder)
      let paths = (try? FileManager.default.subpathsOfDirectory(atPath: root.path))?.sorted() ?? []
      for path in paths where path.hasSuffix(".swift") {
        guard let text = try? String(contentsOf: root.appending(path: path), encoding: .utf8) else { continue }
        for name in Self.declared(in: text, publicOnly: publicOnly) where files[name] == nil {
          files[name] = folder + "/" + path
        }
      }
    }
  }

  /// The names `text` declares at its top level.
  static func declared(in text: String, publicOnly: Bool) -> [String] {
    text.split(whereSeparator: \.isNewline).compactMap { line in
      guard line.first?.isWhitespace == false else { return nil }
      var words = line.split(separator: " ")[...]
      var isPublic = false
      while let word = words.first, modifiers.contains(word) || word.hasPrefix("@") {
        isPublic = isPublic || word == "public" || word == "open"
        words = words.dropFirst()
      }
      guard let kind = words.first, kinds.contains(kind), let nameWord = words.dropFirst().first,
        !publicOnly || isPublic
      else { return nil }
      let name = nameWord.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
      return name.isEmpty ? nil : String(name)
    }
  }

  private static let modifiers: Set<Substring> = [
    "public", "open", "package", "internal", "fileprivate", "private", "final", "indirect", "nonisolated",
  ]
  private static let kinds: Set<Substring> = ["struct", "enum", "class", "actor", "protocol", "typealias", "macro"]
}
