
/// Writes an ``ExportLog`` as a swift-testing file that drives the lesson's feature with a
/// `TestStore`, as a person writes such a test:
///
/// ```swift
/// @MainActor
/// struct CounterBasicsTests {
///   @Test func session() async {
///     let store = TestStore(initialState: Counter.State()) {
///       Counter()
///     }
///     await store.send(.incrementButtonTapped) {
///       $0.count = 1
///     }
///   }
/// }
/// ```
///
/// A `TestClock` only when the feature reads the clock or the date, or a dependency's override sleeps on it, and
/// then the clock moves as the session's did; a move nothing in the test would see (one that
/// only let a held-back file write happen) is left out. The lesson's
/// fixed dependencies and starting modes in `withDependencies`, a mode of the playground's own
/// as an override of each endpoint the session called (``EndpointOverride``), with the errors
/// of the playground's own that the test throws declared in the file; a run of more than
/// ``longRun`` received actions as a loop of `receive` calls when one counter counts them, or
/// else as `skipReceivedActions()` and one assertion; `skipInFlightEffects()` at the end when
/// effects are still running, `finish()` otherwise. `@Shared(.fileStorage)` needs nothing: in
/// a test its storage is in memory and starts empty, as a transcript's fresh data folder does.
struct TestSourceGenerator {
  /// The suite's name, `CounterBasicsTests`.
  let suiteName: String
  /// Swift for the feature's first state, `Counter.State()`.
  let initialState: String
  /// Swift for the feature's reducer, `Counter()`.
  let reducer: String
  /// The dependencies the playground fixes that the feature reads; see ``Lesson/uses``.
  let fixedDependencies: [String]
  /// The lesson's dependency modes at the start: each is the first of its options.
  let startingModes: [DependencyChoice]
  /// The endpoints whose calls the playground records, by dependency, with their parameters'
  /// names: see ``DependencyOption/endpoints``.
  var endpoints: [String: [(name: String, parameters: [String], streams: Bool, streamElement: String?, throwing: Bool)]] = [:]
  /// The errors of the playground's own, by type name, and how a test file declares one: see
  /// ``TypeableError/testDeclaration``.
  var errorDeclarations: [(type: String, declaration: String)] = []
  /// The lesson's ways of writing a change to a `@Shared` value as the feature made it.
  var sharedForms = SharedChangeForms()
  /// The playground's module that declares the feature, which the test imports.
  var module = "Lessons"

  /// One run of the lesson from its first state, one `@Test`: the log, and whether effects
  /// were still running at its end.
  struct Session: Equatable, Sendable {
    var entries: [ExportEntry]
    var effectsInFlight: Bool
    /// Whether actions effects sent back were left unasserted at the end: in test mode, the
    /// ones the learner never received.
    var receivedActionsLeft = false
    /// The calls the dependencies' endpoints made, which the overrides answer.
    var endpointCalls: [EndpointCall] = []
  }

  /// More received actions than this in a row, as one command's, export as one loop or skip.
  static let longRun = 20

  /// The suite of one session.
  func source(_ entries: [ExportEntry], effectsInFlight: Bool = false) throws(ExportError) -> String {
    try source(sessions: [Session(entries: entries, effectsInFlight: effectsInFlight)])
  }

  /// The suite, one `@Test` a session: `session()`, or `session1()`, `session2()`, … when the
  /// lesson was started over (`reset`, `test on`) and so began a new test.
  func source(sessions: [Session]) throws(ExportError) -> String {
    var tests: [String] = []
    for (index, session) in sessions.enumerated() {
      let name = sessions.count == 1 ? "session" : "session\(index + 1)"
      do {
        let body = try self.body(session)
        tests.append(
          "  @Test func \(name)() async {\n" + body.map { $0.isEmpty ? "\n" : "    " + $0 + "\n" }.joined() + "  }\n"
        )
      } catch {
        throw error.in(session: index)
      }
    }
    let suite = "struct \(suiteName) {\n" + tests.joined(separator: "\n") + "}\n"
    // The playground's own errors the test builds, which the case study does not define.
    let declarations = errorDeclarations.filter { suite.contains($0.type + "(") }.map { $0.declaration + "\n\n" }
    // The runtime re-exports Foundation (`Date`, `UUID`), not swift-tagged, whose `Tagged` a
    // lesson's ids may be (SyncUps').
    let imports = ["ComposableArchitecture"] + (suite.contains("Tagged(") ? ["Tagged"] : []) + ["Testing"]
    // The lessons are the playground's module; in an app the feature is in one of its own.
    let feature = reducer.prefix { $0 != "(" }
    return imports.map { "import \($0)\n" }.joined()
      + "\n// \(module) is the playground's module: replace it with your module that defines \(feature).\n"
      + "@testable import \(module)\n\n" + declarations.joined() + "@MainActor\n" + suite
  }

  private func body(_ session: Session) throws(ExportError) -> [String] {
    let entries = session.entries
    // Each mode's override, by era.
    var overrides: [Int: [String]] = [:]
    for choice in startingModes { overrides[choice.era] = try override(choice, calls: session.endpointCalls) }
    for (index, entry) in entries.enumerated() {
      guard case let .dependency(choice) = entry else { continue }
      do {
        overrides[choice.era] = try override(choice, calls: session.endpointCalls)
      } catch {
        throw error.at(index)
      }
    }
    // Overrides sleep on the test's clock by that name. The date follows the clock, as the
    // playground's does.
    let needsClock =
      fixedDependencies.contains("continuousClock") || fixedDependencies.contains("date")
      || overrides.values.contains { $0.contains { $0.contains("clock.") } }
    var dependencies: [String] = []
    for name in fixedDependencies.sorted() {
      switch name {
      case "continuousClock": dependencies.append("$0.continuousClock = clock")
      // The playground's dates: 2026-01-01 00:00:00 UTC plus the time the clock has moved.
      case "date":
        dependencies.append(
          "$0.date = DateGenerator { Date(timeIntervalSince1970: 1_767_225_600 + TestClock<Duration>.Instant().duration(to: clock.now) / .seconds(1)) }"
        )
      case "uuid": dependencies.append("$0.uuid = .incrementing")
      // A test's file storage is in memory, and the runtime dismisses: nothing to set.
      case "dataDirectory", "dismiss": break
      default: throw ExportError("the lesson uses \(name), which the export cannot set in a test yet")
      }
    }
    for choice in startingModes { dependencies += overrides[choice.era] ?? [] }

    var body: [String] = []
    if needsClock { body += ["let clock = TestClock()", ""] }
    body.append("let store = TestStore(initialState: \(initialState)) {")
    body.append("  \(reducer)")
    if dependencies.isEmpty {
      body.append("}")
    } else {
      body.append("} withDependencies: {")
      body += dependencies.map { "  " + $0 }
      body.append("}")
    }
    body.append("")
    body += try steps(entries, needsClock: needsClock, overrides: overrides)
    // Unless the session ended so itself: a `finish` mid-way says nothing of the effects after it.
    if !(entries.last.map(Self.endsTheTest) ?? false) {
      if session.receivedActionsLeft { body.append("await store.skipReceivedActions()") }
      if session.effectsInFlight {
        body += [
          "// The session ended with effects still running, a timer say, and sent no action that",
          "// stops them; this stops tracking them without cancelling them, as in TCA.",
          "await store.skipInFlightEffects()",
        ]
      } else {
        body.append("await store.finish()")
      }
    }
    return body
  }

  private static func endsTheTest(_ entry: ExportEntry) -> Bool {
    switch entry {
    case .finish, .skipInFlightEffects: true
    default: false
    }
  }

  /// How a test sets `choice`: its override, or one for each endpoint called in the mode;
  /// nothing when it called none, whose unimplemented `testValue` the test keeps.
  private func override(_ choice: DependencyChoice, calls: [EndpointCall]) throws(ExportError) -> [String] {
    if let override = choice.override { return [override] }
    guard let endpoints = endpoints[choice.name], !endpoints.isEmpty else {
      throw ExportError("\(choice.name)'s mode \(choice.mode) has no override a test can write")
    }
    var lines: [String] = []
    for endpoint in endpoints {
      let called = calls.filter { $0.dependency == choice.name && $0.era == choice.era && $0.endpoint == endpoint.name }
      guard !called.isEmpty else { continue }
      lines += try EndpointOverride(
        dependency: choice.name, endpoint: endpoint.name, parameters: endpoint.parameters, streams: endpoint.streams,
        streamElement: endpoint.streamElement, throwing: endpoint.throwing,
        calls: called
      ).lines()
    }
    return lines
  }

  /// The steps, each as its lines. An error names the entry it is about, `at`, so a
  /// transcript's export can name the command's line.
  private func steps(_ entries: [ExportEntry], needsClock: Bool, overrides: [Int: [String]]) throws(ExportError) -> [String] {
    var lines: [String] = []
    var index = entries.startIndex
    while index < entries.endIndex {
      do {
        if case .clockAdvanced = entries[index], !needsClock {
          index += 1
          continue
        }
        if case let .dependency(choice) = entries[index] {
          lines += try Self.storeOverride(choice, overrides[choice.era] ?? [])
        } else {
          lines += try self.lines(for: entries[index])
        }
        index += 1
      } catch {
        throw error.at(index)
      }
    }
    return lines
  }

  private func lines(for entry: ExportEntry) throws(ExportError) -> [String] {
    switch entry {
    case let .send(step):
      // A pushed screen's `@Shared` reference is spelled through the store's state, as a
      // test reads it before sending: `Shared(store.state.syncUpsList.$syncUps[id: …])!`.
      let context = SwiftSource.Context(sharedPaths: StateAssignments.sharedPaths(in: step.before, root: "store.state"))
      let action = try SwiftSource.render(step.action, context: context)
      return try call("await store.send(\(action))", step)
    case let .loopedSend(step, changedState):
      let context = SwiftSource.Context(sharedPaths: StateAssignments.sharedPaths(in: step.before, root: "store.state"))
      let action = try SwiftSource.render(step.action, context: context)
      guard !changedState else {
        throw ExportError(
          "\(action) loops forever in TCA and changed the state before the playground stopped it; a test cannot go on from there, so export the session before it"
        )
      }
      return [
        "// Left out: this send loops forever in TCA, which never stops an action that sends itself",
        "// again (the playground stopped it), so the test would hang here:",
        "// await store.send(\(action))",
      ]
    case let .receive(step, .casePath(path)):
      return try call("await store.receive(\(try Self.receiveArguments(path)))", step)
    case let .receive(step, .action):
      let action = try SwiftSource.render(step.action, context: .init())
      return try call("await store.receive(\(action))", step)
    case let .receiveRun(run):
      return try longRun(run)
    case let .clockAdvanced(duration):
      return ["await clock.advance(by: \(Self.source(duration)))"]
    case .dependency:
      // Written by `steps`, which has the overrides.
      return []
    case let .sharedWrite(before, after, asserted):
      let assignments = try StateAssignments(from: before, to: after, sharedForms: sharedForms).lines
      guard !assignments.isEmpty else { return [] }
      // The write as the test makes it, through the store's state, then its assertion.
      let write = assignments.map { $0.hasPrefix("$0.") ? "store.state" + $0.dropFirst(2) : $0 }
      return asserted ? write + ["store.assert {"] + assignments.map { "  " + $0 } + ["}"] : write
    case let .assertion(step):
      let assignments = try assignments(of: step)
      let call = assignments.isEmpty ? ["store.assert { _ in }"] : ["store.assert {"] + assignments.map { "  " + $0 } + ["}"]
      return step.failed ? ["withKnownIssue {"] + call.map { "  " + $0 } + ["}"] : call
    case .finish:
      return ["await store.finish()"]
    case .skipReceivedActions:
      return ["await store.skipReceivedActions()"]
    case .skipInFlightEffects:
      return ["await store.skipInFlightEffects()"]
    case let .exhaustivity(exhaustivity):
      let value = switch exhaustivity {
        case .on: ".on"
        case .off(showSkippedAssertions: false): ".off"
        case .off(showSkippedAssertions: true): ".off(showSkippedAssertions: true)"
      }
      return ["store.exhaustivity = \(value)"]
    }
  }

  /// A switch's override, set on the store mid-test: `store.dependencies.factClient.fetch = …`.
  private static func storeOverride(_ choice: DependencyChoice, _ lines: [String]) throws(ExportError) -> [String] {
    guard let first = lines.first else { return [] }
    guard first.hasPrefix("$0.") else {
      throw ExportError("\(choice.name)'s override does not start with '$0.': \(first)")
    }
    // Each override's first line; the lines inside a closure are indented.
    return lines.map { $0.hasPrefix("$0.") ? "store.dependencies." + $0.dropFirst(3) : $0 }
  }

  private static func receiveArguments(_ path: ReceivedCasePath) throws(ExportError) -> String {
    guard let value = path.value else { return path.keyPath }
    return "\(path.keyPath), \(try SwiftSource.render(value, context: .init()))"
  }

  /// `head { assignments }`, or `head` alone when nothing changed; inside `withKnownIssue`
  /// when the step failed in test mode. A closure typed in test mode is written as typed (see
  /// ``TypedClosure``); outside test mode the assignments are the state's changes.
  private func call(_ head: String, _ step: ExportStep) throws(ExportError) -> [String] {
    let assignments = try assignments(of: step)
    let call =
      if !assignments.isEmpty {
        ["\(head) {"] + assignments.map { "  " + $0 } + ["}"]
      } else if step.hasClosure {
        ["\(head) { _ in }"]
      } else {
        [head]
      }
    guard step.failed else { return call }
    return ["await withKnownIssue {"] + call.map { "  " + $0 } + ["}"]
  }

  /// The lines of a step's closure: as the learner typed it in test mode (see
  /// ``TypedClosure``), else the state's changes.
  private func assignments(of step: ExportStep) throws(ExportError) -> [String] {
    guard let typed = step.typed else {
      return try StateAssignments(from: step.before, to: step.expected, sharedForms: sharedForms).lines
    }
    return try typed.lines(context: SwiftSource.Context(sharedPaths: StateAssignments.sharedPaths(in: step.before)))
  }

  /// More than ``longRun`` actions received in a row: a loop when each sets one integer to
  /// one more than the last, `skipReceivedActions()` and one assertion otherwise.
  private func longRun(_ run: ReceiveRun) throws(ExportError) -> [String] {
    let arguments = try Self.receiveArguments(run.path)
    let lines = try StateAssignments(from: run.first.before, to: run.first.expected, sharedForms: sharedForms).lines
    if run.isCounted, lines.count == 1, let equals = lines[0].range(of: " = "),
      let first = Int(lines[0][equals.upperBound...])
    {
      let path = String(lines[0][..<equals.lowerBound])
      let name = path.split(separator: ".").last.map(String.init) ?? "value"
      let variable = name.allSatisfy { $0.isLetter || $0.isNumber } ? name : "value"
      return [
        "for \(variable) in \(first)...\(first + run.count - 1) {",
        "  await store.receive(\(arguments)) {",
        "    \(path) = \(variable)",
        "  }",
        "}",
      ]
    }
    let assignments = try StateAssignments(from: run.first.before, to: run.last.expected, sharedForms: sharedForms).lines
    var result = ["await store.skipReceivedActions()"]
    if !assignments.isEmpty {
      result += ["store.assert {"] + assignments.map { "  " + $0 } + ["}"]
    }
    return result
  }

  /// `.seconds(2)`, `.milliseconds(1500)`.
  static func source(_ duration: Duration) -> String {
    let (seconds, attoseconds) = duration.components
    if attoseconds == 0 { return ".seconds(\(seconds))" }
    let milliseconds = seconds * 1000 + attoseconds / 1_000_000_000_000_000
    if attoseconds % 1_000_000_000_000_000 == 0 { return ".milliseconds(\(milliseconds))" }
    return ".nanoseconds(\(seconds * 1_000_000_000 + attoseconds / 1_000_000_000))"
  }
}
