import Foundation
import Testing

/// Every module a target imports is one Package.swift declares for it. SwiftPM builds all
/// modules into one folder, so an undeclared import builds whenever the module happens to be
/// built first, and breaks the day it is not; this reads each target's imports and compares.
@Suite struct DeclaredImportsTests {
  static let root = URL(filePath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// Modules of the toolchain, which no target declares.
  static let toolchain: Set<String> = [
    "Darwin", "Dispatch", "Foundation", "FoundationEssentials", "FoundationXML", "Glibc", "Musl", "PackagePlugin",
    "Synchronization",
    "Testing", "XCTest", "_Concurrency",
  ]

  @Test func everyImportIsDeclared() throws {
    let manifest = try String(contentsOf: Self.root.appending(path: "Package.swift"), encoding: .utf8)
    let targets = PackageTargets(manifest: manifest).targets
    #expect(targets.count > 20, "read \(targets.count) targets from Package.swift")
    for target in targets {
      let folder = Self.root.appending(path: target.path)
      let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
      while let file = enumerator?.nextObject() as? URL {
        guard file.pathExtension == "swift" else { continue }
        let source = try String(contentsOf: file, encoding: .utf8)
        for module in BaseModuleImportsTests.imports(in: source)
        where module != target.name && !target.dependencies.contains(module) && !Self.toolchain.contains(module) {
          Issue.record("\(target.path)/\(file.lastPathComponent) imports \(module), which Package.swift does not declare for \(target.name)")
        }
      }
    }
  }

  @Test func targetsAreReadWithTheirPathsAndProducts() {
    let manifest = """
      // .target(name: "Commented")
      .target(
        name: "Engine",
        dependencies: ["Base", .product(name: "CustomDump", package: "swift-custom-dump")]
      ),
      .testTarget(name: "EngineTests", dependencies: ["Engine", issueReportingTestSupport]),
      .target(name: "Support", path: "Tests/Support"),
      """
    let targets = PackageTargets(manifest: manifest).targets
    #expect(targets.map(\.name) == ["Engine", "EngineTests", "Support"])
    #expect(targets.map(\.path) == ["Sources/Engine", "Tests/EngineTests", "Tests/Support"])
    #expect(targets[0].dependencies == ["Base", "CustomDump"])
    #expect(targets[1].dependencies == ["Engine", "IssueReportingTestSupport"])
  }
}

/// The targets a Package.swift lists, read from its text: each one's name, its folder, and the
/// modules it may import (targets by name, products by their `name:`).
struct PackageTargets {
  struct Target {
    let name: String
    let path: String
    let dependencies: Set<String>
  }

  let targets: [Target]

  init(manifest: String) {
    // Whole-line comments only: the manifest's strings hold `//` in their URLs.
    let text = manifest.split(separator: "\n", omittingEmptySubsequences: false)
      .filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }
      .joined(separator: "\n")
    var targets: [Target] = []
    for kind in ["target", "testTarget", "executableTarget", "macro"] {
      var rest = text[...]
      while let start = rest.range(of: ".\(kind)(") {
        let call = Self.call(in: text, from: start.upperBound)
        rest = text[call.endIndex...]
        guard let name = Self.strings(after: "name:", in: call).first else { continue }
        let path = Self.strings(after: "path:", in: call).first ?? "\(kind == "testTarget" ? "Tests" : "Sources")/\(name)"
        var dependencies = Set<String>()
        if let list = call.range(of: "dependencies:") {
          let deps = call[list.upperBound...].prefix { $0 != "]" }
          // A product's module is its `name:`; the package it comes from is not a module.
          let withoutPackages = deps.replacingOccurrences(of: #"package:\s*"[^"]*""#, with: "", options: .regularExpression)
          dependencies = Set(Self.quoted(in: withoutPackages[...]))
          if deps.contains("issueReportingTestSupport") { dependencies.insert("IssueReportingTestSupport") }
        }
        targets.append(Target(name: name, path: path, dependencies: dependencies))
      }
    }
    self.targets = targets.sorted { $0.name < $1.name }
  }

  /// The arguments of a call whose `(` ends just before `start`, up to its matching `)`.
  private static func call(in text: String, from start: String.Index) -> Substring {
    var depth = 1
    var index = start
    while index < text.endIndex, depth > 0 {
      if text[index] == "(" { depth += 1 } else if text[index] == ")" { depth -= 1 }
      index = text.index(after: index)
    }
    return text[start..<index]
  }

  private static func strings(after label: String, in call: Substring) -> [String] {
    guard let range = call.range(of: label) else { return [] }
    return quoted(in: call[range.upperBound...]).prefix(1).map { $0 }
  }

  private static func quoted(in text: Substring) -> [String] {
    text.split(separator: "\"", omittingEmptySubsequences: false).enumerated()
      .filter { $0.offset % 2 == 1 }.map { String($0.element) }
  }
}
