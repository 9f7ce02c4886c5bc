import Foundation
import PlaygroundTestSupport
import Testing

/// What can be checked by reading `Tests/ExportedTests` of what a real TCA project needs of an
/// exported test: it must not write a `@Shared` value through the setter swift-sharing
/// deprecates, must not send an action that loops forever in TCA, where nothing stops it, and
/// must use only what TCA and the case study define: no live client, which reaches the network
/// in a real app, no client value of the playground's own making (`.answering(after:)`), and
/// no type the lessons' registrations declare unless the test declares it itself, and no
/// function the lessons declare at the top level of a file (`lockerFromBank()`,
/// `landings(_:)`): helpers of the playground's lessons, which a real project does not
/// have. The lessons' private top-level functions, `directoryEntry(floor:)`, are private to their files, so
/// a test cannot call them either. And a `@Shared` value whose type has methods the lessons
/// declare is changed by calling them, as TCA's shared-state tests do, not replaced whole.
struct ExportedTestsLintTests {
  let root = bundledTranscripts.deletingLastPathComponent()

  @Test func everyExportedTestHoldsUnderRealTCA() throws {
    let lessons = root.appending(path: "Lessons")
    let lint = try ExportLint(
      sharedNames: ExportLint.sharedProperties(in: lessons),
      playgroundClientValues: ExportLint.playgroundClientValues(in: lessons),
      registrationTypes: ExportLint.registrationTypes(in: lessons),
      lessonFunctions: ExportLint.lessonFunctions(in: lessons),
      methodTypes: ExportLint.methodTypes(in: lessons)
    )
    #expect(lint.sharedNames.contains("signUpData"))
    #expect(lint.methodTypes["Stats"] == ["goDown", "goUp"])
    #expect(lint.playgroundClientValues.isSuperset(of: ["answering", "failing", "never", "closed", "stormy"]))
    #expect(lint.registrationTypes.isSuperset(of: ["KettleError", "PostOfficeError", "LockersFull", "RecognizerBreakdown"]))
    #expect(lint.lessonFunctions.isSuperset(of: ["lockerFromBank", "landings"]))
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

  /// The form the export wrote before it called the lessons' methods on a `@Shared` value: it
  /// is found, and the forms that replace it are not.
  @Test func theLintFindsASharedValueReplacedWholeWhereAMethodChangesIt() {
    let lint = ExportLint(sharedNames: ["stats"], methodTypes: ["Stats": ["goDown", "goUp"]])
    #expect(lint.problems(in: "      $0.cabin.$stats.withLock { $0 = Stats(floor: 1, highest: 1, lowest: 0, trips: 1) }") == [
      "line 1: Stats is changed by its methods, goDown(), goUp(): call the one the feature called, or write Stats() for a reset: $0.cabin.$stats.withLock { $0 = Stats(floor: 1, highest: 1, lowest: 0, trips: 1) }"
    ])
    #expect(lint.problems(in: "    store.state.cabin.$stats.withLock { $0 = Stats(floor: 0, highest: 0, lowest: 0, trips: 0) }").count == 1)
    // What the export writes instead.
    #expect(lint.problems(in: """
        $0.cabin.$stats.withLock { $0.goUp() }
        $0.lobby.$stats.withLock { $0 = Stats() }
        store.state.cabin.$stats.withLock { $0 = Stats() }
        $0.counter.$count.withLock { $0 = 1 }
      """).isEmpty)
  }

  /// The forms the export wrote before it overrode the endpoints a session called: each is
  /// found, and the forms that replace them are not.
  @Test func theLintFindsWhatOnlyThePlaygroundDefines() {
    let lint = ExportLint(
      sharedNames: [], playgroundClientValues: ["answering", "failing", "never", "closed"], registrationTypes: ["FactError"],
      lessonFunctions: ["lockerFromBank", "screenshots"]
    )
    #expect(lint.problems(in: "      $0.factClient = .liveValue") == [
      "line 1: a live client reaches the network in a real app; override the endpoints the test calls: $0.factClient = .liveValue"
    ])
    #expect(lint.problems(in: "    store.dependencies.factClient = .answering(after: .seconds(5))") == [
      "line 1: answering is the playground's own client, which the case study does not define: store.dependencies.factClient = .answering(after: .seconds(5))"
    ])
    #expect(lint.problems(in: "    store.dependencies.timetable = .failing").count == 1)
    #expect(lint.problems(in: "      $0.factClient = FactClient.never").count == 1)
    #expect(lint.problems(in: "    store.dependencies.harbourRadio = .closed").count == 1)
    #expect(lint.problems(in: "      throw FactError()") == [
      "line 1: FactError is the playground's own type, which the test does not declare: throw FactError()"
    ])
    #expect(lint.problems(in: "      $0.nextFreeLocker = { try await lockerFromBank() }") == [
      "line 1: lockerFromBank is a function of the playground's lessons, which the case study does not define: $0.nextFreeLocker = { try await lockerFromBank() }"
    ])
    #expect(lint.problems(in: "    store.dependencies.screenshots = { screenshots(apart: [.seconds(2)]) }").count == 1)
    // What the export writes instead.
    #expect(lint.problems(in: """
      private struct FactError: Error {
        var message: String
      }
          $0.factClient.fetch = { _ in
            try await clock.sleep(for: .seconds(1))
            throw FactError(message: "Could not load a fact.")
          }
          $0.timetable = .previewValue
          store.dependencies.factClient.fetch = { _ in try await Task.never() }
          $0.screenshots = { AsyncStream.never }
          $0.nextFreeLocker = {
            try await clock.sleep(for: .seconds(1))
            return 8
          }
          store.dependencies.screenshots = {
            return AsyncStream<Void> { continuation in
              continuation.yield(())
            }
          }
          await store.receive(\\.userDidTakeScreenshotNotification)
      """).isEmpty)
  }
}

/// Reads an exported test's lines for what would not compile cleanly, or would hang, in a real
/// TCA project.
struct ExportLint {
  /// The names of the lessons' `@Shared` properties.
  let sharedNames: Set<String>
  /// The static members of the lessons' clients that the case study does not define: see
  /// ``playgroundClientValues(in:)``.
  var playgroundClientValues: Set<String> = []
  /// The types the lessons' registration files (`…Lesson.swift`) declare.
  var registrationTypes: Set<String> = []
  /// The functions the lessons declare at the top level of a file: see ``lessonFunctions(in:)``.
  var lessonFunctions: Set<String> = []
  /// The names of the methods the lessons declare for a test to call, by type: see
  /// ``methodTypes(in:)``.
  var methodTypes: [String: Set<String>] = [:]

  // The patterns `problems(in:)` matches on every line, built once: a regex literal is parsed
  // and compiled each time it is evaluated, which per line took this suite tens of seconds of
  // the debug test run, with every other test waiting on the one serial executor.
  private let clientValue = /(?:=\s*\.|\b[A-Z]\w*Client\.)(\w+)/
  private let call = /(?:^|[^.\w])(\w+)\(/
  private let typeName = /\b([A-Z]\w*)\b/
  private let wholeValue = /\.withLock \{ \$0 = (\w+)\([^)]/
  private let binding = /\.binding\(\.set\(\\\.(\w+)/
  private let assignment = /^(?:\$0|store\.state)((?:\??\.\w+|\[[^\]]*\]\??)+)\s*=[^=]/

  /// The mutating methods the lessons' registrations declare, `.mutating("goUp", of: Stats.self)`,
  /// by type: a test changes a value of such a type by calling them, as the feature does.
  static func methodTypes(in lessons: URL) throws -> [String: Set<String>] {
    var methods: [String: Set<String>] = [:]
    for file in try FileManager.default.subpathsOfDirectory(atPath: lessons.path) where file.hasSuffix("Lesson.swift") {
      let source = try String(contentsOf: lessons.appending(path: file), encoding: .utf8)
      for match in source.matches(of: /\.mutating\("(\w+)", of: (\w+)\.self\)/) {
        methods[String(match.2), default: []].insert(String(match.1))
      }
    }
    return methods
  }

  /// The client values declared in the lessons' registration files and client files
  /// (`…Client.swift`), other than `liveValue`, `testValue` and `previewValue`, which TCA's
  /// case studies define too: the playground's own clients, `.answering(after:)`, `.failing`.
  static func playgroundClientValues(in lessons: URL) throws -> Set<String> {
    // A client value: `static let failing = Self(`, `static func answering(…) -> Self`,
    // `static var unreachable: Self {`.
    let declaration = /static\s+(?:let|var|func)\s+(\w+)[^\n]*(?:= Self\(|-> Self|: Self \{)/
    return try declarations(of: declaration, in: lessons) { $0.hasSuffix("Lesson.swift") || $0.hasSuffix("Client.swift") }
      .subtracting(["liveValue", "testValue", "previewValue"])
  }

  /// The functions declared at the top level of the lessons' files, `lockerFromBank`:
  /// helpers of the playground's own. A line that starts with `func` is at the top level, as
  /// the lessons are formatted.
  static func lessonFunctions(in lessons: URL) throws -> Set<String> {
    var names: Set<String> = []
    let topLevelFunction = /^func\s+(\w+)/
    for file in try FileManager.default.subpathsOfDirectory(atPath: lessons.path) where file.hasSuffix(".swift") {
      let source = try String(contentsOf: lessons.appending(path: file), encoding: .utf8)
      for line in source.split(separator: "\n") {
        if let match = line.firstMatch(of: topLevelFunction) { names.insert(String(match.1)) }
      }
    }
    return names
  }

  /// The types declared in the lessons' registration files, such as `FactError`, and the
  /// errors they register as the playground's own, which an export declares, wherever the
  /// lesson declares them: the system-environment lesson's `LockersFull`.
  static func registrationTypes(in lessons: URL) throws -> Set<String> {
    let registered = /TypeableError\(example: (\w+)\(.*declaredByExport: true/
    return try declarations(of: /^(?:struct|enum|class)\s+(\w+)/, in: lessons) { $0.hasSuffix("Lesson.swift") }
      .union(declarations(of: registered, in: lessons) { $0.hasSuffix("Lesson.swift") })
  }

  private static func declarations(
    of declaration: Regex<(Substring, Substring)>, in lessons: URL, files: (String) -> Bool
  ) throws -> Set<String> {
    var names: Set<String> = []
    for file in try FileManager.default.subpathsOfDirectory(atPath: lessons.path) where files(file) {
      let source = try String(contentsOf: lessons.appending(path: file), encoding: .utf8)
      for line in source.split(separator: "\n") {
        if let match = line.trimmingCharacters(in: .whitespaces).firstMatch(of: declaration) { names.insert(String(match.1)) }
      }
    }
    return names
  }

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
    let declared = Set(source.matches(of: /(?:struct|enum|class)\s+(\w+)/).map { String($0.1) })
    let declaredFunctions = Set(source.matches(of: /func\s+(\w+)/).map { String($0.1) })
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
      if let type = wholeValueOfMethodType(in: code), let methods = methodTypes[type] {
        let calls = methods.sorted().map { $0 + "()" }.joined(separator: ", ")
        problems.append("line \(index + 1): \(type) is changed by its methods, \(calls): call the one the feature called, or write \(type)() for a reset: \(code)")
      }
      if code.contains(".loopPitfall(.step(.nextButtonTapped))") {
        problems.append("line \(index + 1): this action loops forever in TCA, so the test would hang: \(code)")
      }
      if code.contains(".liveValue") {
        problems.append("line \(index + 1): a live client reaches the network in a real app; override the endpoints the test calls: \(code)")
      }
      for match in code.matches(of: clientValue) where playgroundClientValues.contains(String(match.1)) {
        problems.append("line \(index + 1): \(match.1) is the playground's own client, which the case study does not define: \(code)")
      }
      for match in code.matches(of: call)
      where lessonFunctions.contains(String(match.1)) && !declaredFunctions.contains(String(match.1)) {
        problems.append("line \(index + 1): \(match.1) is a function of the playground's lessons, which the case study does not define: \(code)")
      }
      for match in code.matches(of: typeName) where registrationTypes.contains(String(match.1)) && !declared.contains(String(match.1)) {
        problems.append("line \(index + 1): \(match.1) is the playground's own type, which the test does not declare: \(code)")
      }
    }
    return problems
  }

  /// The type of a whole value with arguments written into a shared value, `Stats` in
  /// `withLock { $0 = Stats(floor: 1, …) }`; not `Stats()`, the value a reset writes.
  private func wholeValueOfMethodType(in code: String) -> String? {
    code.firstMatch(of: wholeValue).map { String($0.1) }
  }

  /// The `@Shared` property a `.binding(.set(\.name…` sets, if it names one.
  private func boundShared(in code: String) -> String? {
    for match in code.matches(of: binding) where sharedNames.contains(String(match.1)) {
      return String(match.1)
    }
    return nil
  }

  /// The `@Shared` property an assignment through the state writes, `$0.signUpData.email = …`
  /// or `store.state.topics = …`, if one does; not `$0.$signUpData`, the reference.
  private func assignedShared(in code: String) -> String? {
    guard let written = code.firstMatch(of: assignment) else { return nil }
    let names = written.1.split(whereSeparator: { ".?[]".contains($0) }).map(String.init)
    return names.first(where: sharedNames.contains)
  }
}
