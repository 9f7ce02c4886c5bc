import ComposableArchitecture
import Testing

@testable import Lessons
@testable import PlaygroundSession

/// The generator, fed hand-built logs: one test per kind of step.
@MainActor
struct TestSourceGeneratorTests {
  func counter(_ count: Int) -> ExportValue { ExportValue(Counter.State(count: count)) }
  func timers(_ seconds: Int, active: Bool = true) -> ExportValue {
    ExportValue(Stopwatch.State(isRunning: active, seconds: seconds))
  }

  func generator(uses: [String] = [], modes: [DependencyChoice] = []) -> TestSourceGenerator {
    TestSourceGenerator(
      suiteName: "CounterTests", initialState: "Counter.State()", reducer: "Counter()",
      fixedDependencies: uses, startingModes: modes
    )
  }

  /// The lines of the test's body after the store is made, unindented.
  func steps(
    _ entries: [ExportEntry], _ generator: TestSourceGenerator? = nil, effectsInFlight: Bool = false
  ) throws -> [String] {
    let source = try (generator ?? self.generator()).source(entries, effectsInFlight: effectsInFlight)
    let lines = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let store = try #require(lines.firstIndex { $0.hasPrefix("    let store = TestStore(") })
    let storeEnd = try #require(lines[store...].firstIndex(of: "    }"))
    // Then a blank line; after the steps, the ends of the function and the suite.
    return lines[(storeEnd + 2)..<(lines.count - 3)].map { String($0.dropFirst(4)) }
  }

  func send(_ from: Int, _ to: Int, failed: Bool = false) -> ExportEntry {
    .send(ExportStep(action: ExportValue(Counter.Action.incrementButtonTapped), before: counter(from), expected: counter(to), failed: failed))
  }

  func tick(_ from: Int, _ to: Int) -> ExportEntry {
    .receive(
      ExportStep(action: ExportValue(Stopwatch.Action.secondPassed), before: timers(from), expected: timers(to)),
      match: .casePath(ReceivedCasePath(Stopwatch.Action.secondPassed))
    )
  }

  @Test func aSessionOfSendsIsTheTestAPersonWrites() throws {
    let source = try generator().source([send(0, 1), send(1, 1)])
    #expect(source == """
      import ComposableArchitecture
      import Testing

      // Lessons is the playground's module: replace it with your module that defines Counter.
      @testable import Lessons

      @MainActor
      struct CounterTests {
        @Test func session() async {
          let store = TestStore(initialState: Counter.State()) {
            Counter()
          }

          await store.send(.incrementButtonTapped) {
            $0.count = 1
          }
          await store.send(.incrementButtonTapped)
          await store.finish()
        }
      }

      """)
  }

  @Test func receivesNameTheCaseAndThePayload() throws {
    let response = Kettle.Action.heatingFinished(.success("Boiling."))
    let before = ExportValue(Kettle.State(isHeating: true))
    let after = ExportValue(Kettle.State(readyMessage: "Boiling."))
    let step = ExportStep(action: ExportValue(response), before: before, expected: after)
    #expect(try steps([.receive(step, match: .casePath(ReceivedCasePath(response)))]) == [
      #"await store.receive(\.heatingFinished.success, "Boiling.") {"#,
      "  $0.isHeating = false",
      #"  $0.readyMessage = "Boiling.""#,
      "}",
      "await store.finish()",
    ])
    #expect(try steps([.receive(step, match: .action)])[0] == #"await store.receive(.heatingFinished(.success("Boiling."))) {"#)
  }

  @Test func aTestClockOnlyWhenTheFeatureReadsIt() throws {
    #expect(try !generator().source([send(0, 1)]).contains("TestClock"))
    // A move nothing in the test would see is left out.
    #expect(try steps([.clockAdvanced(.seconds(2)), send(0, 1)]) == steps([send(0, 1)]))
    let reads = try generator(uses: ["continuousClock"]).source([.clockAdvanced(.seconds(2)), .clockAdvanced(.milliseconds(1500))])
    #expect(reads.contains("    let clock = TestClock()\n"))
    #expect(reads.contains("    } withDependencies: {\n      $0.continuousClock = clock\n    }\n"))
    #expect(reads.contains("    await clock.advance(by: .seconds(2))\n    await clock.advance(by: .milliseconds(1500))\n"))
    // A mode that sleeps on the test's clock.
    let slow = DependencyChoice(name: "kettle", mode: "slow", override: "$0.kettle.heat = { _ in try await clock.sleep(for: .seconds(5)); return \"\" }")
    #expect(try generator().source([.dependency(slow)]).contains("    let clock = TestClock()\n"))
  }

  @Test func dependencyModesAreOverridesOfTheStoresDependencies() throws {
    let live = DependencyChoice(name: "kettle", mode: "live", override: "$0.kettle = .liveValue")
    let slow = DependencyChoice(name: "kettle", mode: "slow", override: "$0.kettle = .heating(degreesPerSecond: 8)", era: 1)
    let source = try generator(modes: [live]).source([.dependency(slow)])
    #expect(source.contains("    } withDependencies: {\n      $0.kettle = .liveValue\n    }\n"))
    #expect(source.contains("    store.dependencies.kettle = .heating(degreesPerSecond: 8)\n"))
    let unwritten = DependencyChoice(name: "kettle", mode: "odd", override: nil, era: 1)
    #expect(throws: ExportError("kettle's mode odd has no override a test can write").at(0)) {
      try generator().source([.dependency(unwritten)])
    }
    #expect(throws: ExportError("the lesson uses locale, which the export cannot set in a test yet")) {
      try generator(uses: ["locale"]).source([])
    }
  }

  /// A mode of the playground's own is written as the endpoints called in it, each answering
  /// as it answered; a mode whose endpoints were never called leaves the client's
  /// unimplemented `testValue`, and an error of the playground's own is declared in the file.
  @Test func playgroundModesAreTheEndpointCallsTheyAnswered() throws {
    var generator = generator(modes: [DependencyChoice(name: "kettle", mode: "live", override: nil, era: 0)])
    generator.endpoints = ["kettle": [("heat", ["celsius"], false, nil, true)]]
    generator.errorDeclarations = [("KettleError", "private struct KettleError: Error {\n  var message: String\n}")]
    func heat(era: Int, _ outcome: EndpointCall.Outcome) -> EndpointCall {
      EndpointCall(dependency: "kettle", era: era, endpoint: "heat", arguments: [ExportValue(100)], outcome: outcome)
    }
    let failing = DependencyChoice(name: "kettle", mode: "failing", override: nil, era: 1)
    let never = DependencyChoice(name: "kettle", mode: "never", override: nil, era: 2)
    let session = TestSourceGenerator.Session(
      entries: [.dependency(failing), .dependency(never)], effectsInFlight: false,
      endpointCalls: [
        heat(era: 0, .returned(ExportValue("Boiling."), after: .seconds(2))),
        heat(era: 1, .threw(ExportValue(KettleError()), type: "KettleError", after: .zero)),
      ]
    )
    let source = try generator.source(sessions: [session])
    #expect(source.contains("""
      @testable import Lessons

      private struct KettleError: Error {
        var message: String
      }

      @MainActor
      """))
    #expect(source.contains("""
          let clock = TestClock()

          let store = TestStore(initialState: Counter.State()) {
            Counter()
          } withDependencies: {
            $0.kettle.heat = { _ in
              try await clock.sleep(for: .seconds(2))
              return "Boiling."
            }
          }

          store.dependencies.kettle.heat = { _ in throw KettleError(message: "The fuse tripped before the water was hot.") }
          await store.finish()
      """))
    // Not called at all: nothing to override, nothing to declare.
    let untouched = try generator.source(sessions: [.init(entries: [], effectsInFlight: false)])
    #expect(!untouched.contains("kettle") && !untouched.contains("KettleError") && !untouched.contains("TestClock"))
  }

  /// The playground's dates follow its clock, so a test's do too; `Date` comes with the runtime.
  @Test func theDateFollowsTheTestsClock() throws {
    let source = try generator(uses: ["date"]).source([])
    #expect(source.hasPrefix("import ComposableArchitecture\nimport Testing\n"))
    #expect(source.contains("    let clock = TestClock()\n"))
    #expect(
      source.contains(
        "      $0.date = DateGenerator { Date(timeIntervalSince1970: 1_767_225_600 + TestClock<Duration>.Instant().duration(to: clock.now) / .seconds(1)) }\n"
      )
    )
  }

  @Test func aLessonStartedOverIsASecondTest() throws {
    let source = try generator().source(sessions: [
      .init(entries: [send(0, 1)], effectsInFlight: true), .init(entries: [send(0, 1)], effectsInFlight: false),
    ])
    #expect(source.contains("""
          await store.skipInFlightEffects()
        }

        @Test func session2() async {
          let store = TestStore(initialState: Counter.State()) {
      """))
    #expect(source.hasPrefix("import ComposableArchitecture\nimport Testing\n\n// Lessons is the playground's module: replace it with your module that defines Counter.\n@testable import Lessons\n\n@MainActor\nstruct CounterTests {\n  @Test func session1() async {\n"))
    #expect(source.hasSuffix("    await store.finish()\n  }\n}\n"))
    let odd = ExportEntry.send(ExportStep(action: .unrenderable("Duration"), before: counter(0), expected: counter(0)))
    let error = #expect(throws: ExportError.self) {
      try generator().source(sessions: [.init(entries: [send(0, 1)], effectsInFlight: false), .init(entries: [odd], effectsInFlight: false)])
    }
    #expect(error?.session == 1)
    #expect(error?.entry == 0)
  }

  @Test func anErrorNamesTheStepItIsAbout() throws {
    let odd = ExportEntry.send(ExportStep(action: .unrenderable("Duration"), before: counter(0), expected: counter(0)))
    let error = #expect(throws: ExportError.self) { try generator().source([send(0, 1), .finish, odd]) }
    #expect(error?.description == "a value of type Duration cannot be written in Swift")
    #expect(error?.entry == 2)
  }

  @Test func aFailedStepIsAKnownIssue() throws {
    #expect(try steps([send(0, 2, failed: true)]) == [
      "await withKnownIssue {",
      "  await store.send(.incrementButtonTapped) {",
      "    $0.count = 2",
      "  }",
      "}",
      "await store.finish()",
    ])
  }

  @Test func testModeStepsAreTheStoresOwn() throws {
    #expect(try steps([.exhaustivity(.off), .skipReceivedActions, .exhaustivity(.on), .skipInFlightEffects]) == [
      "store.exhaustivity = .off",
      "await store.skipReceivedActions()",
      "store.exhaustivity = .on",
      "await store.skipInFlightEffects()",
    ])
    #expect(try steps([.finish]) == ["await store.finish()"])
    #expect(try steps([.finish, .exhaustivity(.off), .skipInFlightEffects], effectsInFlight: true) == [
      "await store.finish()", "store.exhaustivity = .off", "await store.skipInFlightEffects()",
    ])
    // At the end, the test says why it leaves the effects running.
    #expect(try steps([], effectsInFlight: true) == [
      "// The session ended with effects still running, a timer say, and sent no action that",
      "// stops them; this stops tracking them without cancelling them, as in TCA.",
      "await store.skipInFlightEffects()",
    ])
  }

  /// TCA's store never stops a runaway loop: a test sending that action would hang, so the
  /// export leaves the send out and says why, in a comment.
  @Test func aLoopingSendIsLeftOutWithAComment() throws {
    let looped = ExportStep(action: ExportValue(Counter.Action.incrementButtonTapped), before: counter(1), expected: counter(1))
    #expect(try steps([send(0, 1), .loopedSend(looped, changedState: false)]) == [
      "await store.send(.incrementButtonTapped) {",
      "  $0.count = 1",
      "}",
      "// Left out: this send loops forever in TCA, which never stops an action that sends itself",
      "// again (the playground stopped it), so the test would hang here:",
      "// await store.send(.incrementButtonTapped)",
      "await store.finish()",
    ])
    let error = #expect(throws: ExportError.self) { try steps([.loopedSend(looped, changedState: true)]) }
    #expect(
      error?.description
        == ".incrementButtonTapped loops forever in TCA and changed the state before the playground stopped it; a test cannot go on from there, so export the session before it"
    )
  }

  @Test func exhaustivityOffShowingSkippedAssertionsIsWrittenSo() throws {
    #expect(try steps([.exhaustivity(.off(showSkippedAssertions: true)), .exhaustivity(.on)]) == [
      "store.exhaustivity = .off(showSkippedAssertions: true)",
      "store.exhaustivity = .on",
      "await store.finish()",
    ])
  }

  /// The entries as the log keeps them: a long run of received actions is one entry.
  func logged(_ entries: [ExportEntry]) -> [ExportEntry] {
    let log = ExportLog()
    for entry in entries { log.record(entry) }
    return log.entries
  }

  @Test func aLongRunCountingByOneIsALoop() throws {
    let run = (1...21).map { tick($0 - 1, $0) }
    #expect(try steps(logged([.clockAdvanced(.seconds(21))] + run), generator(uses: ["continuousClock"])) == [
      "await clock.advance(by: .seconds(21))",
      "for seconds in 1...21 {",
      #"  await store.receive(\.secondPassed) {"#,
      "    $0.seconds = seconds",
      "  }",
      "}",
      "await store.finish()",
    ])
    // Twenty are written out.
    #expect(try steps(logged((1...20).map { tick($0 - 1, $0) })).count == 20 * 3 + 1)
  }

  @Test func anyOtherLongRunIsSkippedThenAssertedOnce() throws {
    var run = (1...21).map { tick($0 - 1, $0) }
    run[10] = tick(9, 12)
    #expect(try steps(logged(run)) == [
      "await store.skipReceivedActions()",
      "store.assert {",
      "  $0.seconds = 21",
      "}",
      "await store.finish()",
    ])
  }

  @Test func aWriteThroughSharedIsMadeThenAsserted() throws {
    let data = Shared(value: Lessons.SignUpData())
    let before = ExportValue(SignUpFeature.State(signUpData: data))
    data.withLock { $0.email = "mo@harbourfest.example" }
    let after = ExportValue(SignUpFeature.State(signUpData: data))
    #expect(try steps([.sharedWrite(before: before, after: after)]) == [
      #"store.state.$signUpData.withLock { $0.email = "mo@harbourfest.example" }"#,
      "store.assert {",
      #"  $0.$signUpData.withLock { $0.email = "mo@harbourfest.example" }"#,
      "}",
      "await store.finish()",
    ])
    // In test mode the learner asserts it, or not: the write alone, and their assertion as typed.
    let asserted = ExportStep(action: .literal("()"), before: before, expected: after, failed: true)
    #expect(try steps([.sharedWrite(before: before, after: after, asserted: false), .assertion(asserted)]) == [
      #"store.state.$signUpData.withLock { $0.email = "mo@harbourfest.example" }"#,
      "withKnownIssue {",
      "  store.assert {",
      #"    $0.$signUpData.withLock { $0.email = "mo@harbourfest.example" }"#,
      "  }",
      "}",
      "await store.finish()",
    ])
    // Two properties, one under the other; `SignUpData`'s can be set one by one.
    data.withLock { $0.password = "lighthouse"; $0.shifts = [.gate] }
    #expect(try StateAssignments(from: after, to: ExportValue(SignUpFeature.State(signUpData: data))).lines == [
      "$0.$signUpData.withLock {", #"  $0.password = "lighthouse""#, "  $0.shifts = [.gate]", "}",
    ])
  }

  @Test func aSharedValueTwoTabsHoldIsAssertedOnce() throws {
    let state = withDependencies {
      $0.persistentReferences = PersistentReferences()
      $0.defaultFileStorage = .inMemory
    } operation: {
      LiftFeature.State()
    }
    let before = ExportValue(state)
    state.cabin.$stats.withLock { $0.goUp() }
    #expect(try StateAssignments(from: before, to: ExportValue(state)).lines == [
      "$0.cabin.$stats.withLock { $0 = Stats(floor: 1, highest: 1, lowest: 0, trips: 1) }"
    ])
  }

  @Test func stackPushesAndPopsAreAssignmentsByID() throws {
    let data = Shared(value: Lessons.SignUpData())
    var state = SignUpFeature.State(signUpData: data)
    let empty = ExportValue(state)
    state.path.append(.account(AccountStep.State(signUpData: data)))
    let pushed = ExportValue(state)
    #expect(try StateAssignments(from: empty, to: pushed).lines == [
      "$0.path[id: 0] = .account(AccountStep.State(alert: nil, returnsToReview: false, showsPassword: false, signUpData: $0.$signUpData))"
    ])
    state.path[id: 0, case: \.account]?.alert = AlertState { TextState("No") }
    #expect(try StateAssignments(from: pushed, to: ExportValue(state)).lines == [
      #"$0.path[id: 0, case: \.account]?.alert = AlertState { TextState("No") }"#
    ])
    #expect(try StateAssignments(from: pushed, to: empty).lines == ["$0.path[id: 0] = nil"])
  }
}
