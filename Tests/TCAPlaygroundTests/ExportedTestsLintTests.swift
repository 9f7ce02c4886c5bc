import Foundation
import PlaygroundTestSupport
import Testing

/// What can be checked by reading `Tests/ExportedTests` of what a real TCA project needs of an
/// exported test: it must not write a `@Shared` value through the setter swift-sharing
/// deprecates, and must not send an action that loops forever in TCA, where nothing stops it.
struct ExportedTestsLintTests {
  let root = bundledTranscripts.deletingLastPathComponent()

  @Test func everyExportedTestHoldsUnderRealTCA() throws {
    let lint = try ExportLint(sharedNames: ExportLint.sharedProperties(in: root.appending(path: "Lessons")))
    #expect(lint.sharedNames.contains("signUpData"))
    let folder = root.appending(components: "Tests", "ExportedTests")
    let files = try FileManager.default.subpathsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }.sorted()
    #expect(files.count >= 20)
    for file in files {
      let source = try String(contentsOf: folder.appending(path: file), encoding: .utf8)
      let problems = lint.problems(in: source)
      #expect(problems.isEmpty, "Tests/ExportedTests/\(file):\n\(problems.joined(separator: "\n"))")
    }
  }

  /// The forms the export wrote before it bound shared fields through their references and
  /// left loops out: each is found, and the forms that replace them are not.
  @Test func theLintFindsWhatRealTCAWouldRejectOrHangOn() {
    let lint = ExportLint(sharedNames: ["signUpData", "topics"])
    #expect(
      lint.problems(in: #"    await store.send(.path(.element(id: 0, action: .basics(.binding(.set(\.signUpData.email, "b"))))))"#)
        == [#"line 1: a binding action sets @Shared signUpData through its deprecated setter: await store.send(.path(.element(id: 0, action: .basics(.binding(.set(\.signUpData.email, "b"))))))"#]
    )
    #expect(lint.problems(in: "  await store.send(.binding(.set(\\.topics, [.testing])))").count == 1)
    #expect(lint.problems(in: "    $0.signUpData.email = \"b\"").count == 1)
    #expect(lint.problems(in: "    store.state.topics = [.testing]").count == 1)
    #expect(
      lint.problems(in: "    await store.send(.path(.element(id: 0, action: .loopPitfall(.step(.nextButtonTapped)))))")
        .count == 1
    )
    // What the export writes instead.
    #expect(lint.problems(in: """
        store.state.$signUpData.withLock { $0.email = "b" }
        store.assert {
          $0.$signUpData.withLock {
            $0.password = "secret"
            $0.topics = [.testing]
          }
        }
        // await store.send(.path(.element(id: 0, action: .loopPitfall(.step(.nextButtonTapped)))))
        await store.send(.binding(.set(\\.filter, .completed)))
      """).isEmpty)
  }
}

/// Reads an exported test's lines for what would not compile cleanly, or would hang, in a real
/// TCA project.
struct ExportLint {
  /// The names of the lessons' `@Shared` properties.
  let sharedNames: Set<String>

  /// The lessons' `@Shared` and `@SharedReader` properties, by name: those whose name no plain
  /// property has, since the lint reads names, not types (`count` is plain in `Counter`).
  static func sharedProperties(in lessons: URL) throws -> Set<String> {
    let shared = /@Shared(?:Reader)?(?:\([^\n]*?\))?\s+(?:(?:private|fileprivate|public)(?:\(set\))?\s+)*var\s+(\w+)/
    let plain = /^\s*(?:(?:private|fileprivate|public)(?:\(set\))?\s+)*var\s+(\w+)/
    var sharedNames: Set<String> = []
    var plainNames: Set<String> = []
    for file in try FileManager.default.subpathsOfDirectory(atPath: lessons.path) where file.hasSuffix(".swift") {
      let source = try String(contentsOf: lessons.appending(path: file), encoding: .utf8)
      for line in source.split(separator: "\n") {
        if let match = line.firstMatch(of: shared) {
          sharedNames.insert(String(match.1))
        } else if let match = line.firstMatch(of: plain) {
          plainNames.insert(String(match.1))
        }
      }
    }
    return sharedNames.subtracting(plainNames)
  }

  /// Each problem as `line N: what: the line`.
  func problems(in source: String) -> [String] {
    var problems: [String] = []
    // How deep the lines are inside `withLock { … }`, where `$0` is the shared value itself.
    var withLockDepth = 0
    for (index, line) in source.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let code = line.trimmingCharacters(in: .whitespaces)
      let opens = code.filter { $0 == "{" }.count
      let closes = code.filter { $0 == "}" }.count
      defer {
        if withLockDepth > 0 {
          withLockDepth += opens - closes
        } else if code.contains(".withLock {"), opens > closes {
          withLockDepth = opens - closes
        }
      }
      guard !code.hasPrefix("//") else { continue }
      if let name = boundShared(in: code) {
        problems.append("line \(index + 1): a binding action sets @Shared \(name) through its deprecated setter: \(code)")
      }
      if withLockDepth == 0, !code.contains(".withLock {"), let name = assignedShared(in: code) {
        problems.append("line \(index + 1): an assignment sets @Shared \(name) through its deprecated setter: \(code)")
      }
      if code.contains(".loopPitfall(.step(.nextButtonTapped))") {
        problems.append("line \(index + 1): this action loops forever in TCA, so the test would hang: \(code)")
      }
    }
    return problems
  }

  /// The `@Shared` property a `.binding(.set(\.name…` sets, if it names one.
  private func boundShared(in code: String) -> String? {
    for match in code.matches(of: /\.binding\(\.set\(\\\.(\w+)/) where sharedNames.contains(String(match.1)) {
      return String(match.1)
    }
    return nil
  }

  /// The `@Shared` property an assignment through the state writes, `$0.signUpData.email = …`
  /// or `store.state.topics = …`, if one does; not `$0.$signUpData`, the reference.
  private func assignedShared(in code: String) -> String? {
    guard let assignment = code.firstMatch(of: /^(?:\$0|store\.state)((?:\??\.\w+|\[[^\]]*\]\??)+)\s*=[^=]/) else { return nil }
    let names = assignment.1.split(whereSeparator: { ".?[]".contains($0) }).map(String.init)
    return names.first(where: sharedNames.contains)
  }
}
