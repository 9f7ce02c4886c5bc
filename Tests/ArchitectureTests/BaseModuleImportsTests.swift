import Foundation
import Testing

/// The engine's base modules stay below it: `PlaygroundText` imports nothing, `TranscriptFormat`
/// only `PlaygroundText`. Package.swift declares it, but SwiftPM builds every module into one
/// folder, so a module can import one it does not declare once that one happens to be built
/// first; this reads their imports.
@Suite struct BaseModuleImportsTests {
  static let sources = URL(filePath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appending(path: "Sources")

  @Test(arguments: [
    ("PlaygroundText", [String]()),
    ("TranscriptFormat", ["PlaygroundText"]),
  ])
  func importsOnlyTheModulesBelowIt(module: String, allowed: [String]) throws {
    let files = try Self.swiftFiles(in: Self.sources.appending(path: module))
    #expect(!files.isEmpty, "no Swift files under Sources/\(module)")
    for file in files {
      let source = try String(contentsOf: file, encoding: .utf8)
      for imported in Self.imports(in: source) where !allowed.contains(imported) {
        Issue.record("\(module)/\(file.lastPathComponent) imports \(imported); \(module) may import \(allowed.isEmpty ? "nothing" : allowed.joined(separator: ", "))")
      }
    }
  }

  @Test func importsAreReadWithTheirAttributesAndKinds() {
    let source = """
      import PlaygroundText
      @testable import Lessons
      @_spi(Internals) import ComposableArchitecture
      import struct Foundation.URL
      // import Commented
      let text = "import Quoted"
      """
    #expect(Self.imports(in: source) == ["PlaygroundText", "Lessons", "ComposableArchitecture", "Foundation"])
  }

  /// The modules `source` imports, comments and string text left out.
  static func imports(in source: String) -> [String] {
    SwiftCodeScanner.code(of: source).split(separator: "\n").compactMap { line in
      var words = line.split(separator: " ")[...]
      while let word = words.first, word.hasPrefix("@") { words = words.dropFirst() }
      guard words.first == "import", var module = words.dropFirst().first else { return nil }
      let kinds: Set<Substring> = ["struct", "class", "enum", "protocol", "typealias", "func", "let", "var"]
      if kinds.contains(module), let qualified = words.dropFirst(2).first { module = qualified }
      return String(module.prefix { $0 != "." })
    }
  }

  private static func swiftFiles(in folder: URL) throws -> [URL] {
    let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
    var files: [URL] = []
    while let url = enumerator?.nextObject() as? URL {
      if url.pathExtension == "swift" { files.append(url) }
    }
    return files
  }
}
