import ComposableArchitecture
import PlaygroundText
import Testing

@testable import Lessons
@testable import PlaygroundSession

/// Test mode: the shell as a `TestStore` around the lesson.
@MainActor
struct TestModeTests {
  @Test func aFailedSendPrintsTestStoresFailureAndTheFeatureGoesOn() async throws {
    let output = try await transcript("counter", [
      "test on",
      "send .incrementButtonTapped { $0.count = 5 }",
      // The test store's state is the actual one after a failure, as in TCA.
      "send .incrementButtonTapped { $0.count = 2 }",
      "state",
    ])
    #expect(output == """
      counter> test on
      test mode: counter starts over in a TestStore; send ACTION { $0.… = … } asserts, receive takes what effects send back
      counter (test)> send .incrementButtonTapped { $0.count = 5 }
      ✘ A state change does not match expectation.

          − Counter.State(count: 5)
          + Counter.State(count: 1)

      (Expected: −, Actual: +)
      counter (test)> send .incrementButtonTapped { $0.count = 2 }
      ✔ send passed
      counter (test)> state
      Counter.State(count: 2)

      """)
  }

  @Test func aFailedReceiveStillTakesTheAction() async throws {
    let output = try await transcript("timers", [
      "test on",
      "send .startStopTapped { $0.isRunning = true }",
      "advance 2s",
      "receive \\.secondPassed { $0.seconds = 9 }",
      "receive \\.secondPassed { $0.seconds = 2 }",
      "send .startStopTapped { $0.isRunning = false }",
      "finish",
    ])
    #expect(output.contains("✘ A state change does not match expectation."))
    #expect(output.contains("✔ receive passed: Stopwatch.Action.secondPassed"))
    #expect(output.hasSuffix("""
      timers (test)> finish
      ✔ finish passed: no effects in flight, no actions left to receive

      """))
  }

  @Test func aReceiveWithAValueComparesIt() async throws {
    let output = try await transcript("cancellation", [
      "test on",
      "send .switchOnTapped { $0.isHeating = true }",
      "run",
      "receive \\.heatingFinished.success, \"lukewarm\"",
    ])
    // Exported as typed: with the value received instead, a real store would pass the step,
    // and `withKnownIssue` would report that no issue was recorded.
    let export = try await transcript("cancellation", [
      "test on", "send .switchOnTapped { $0.isHeating = true }", "run",
      "receive \\.heatingFinished.success, \"lukewarm\"", "export test",
    ])
    #expect(export.contains("""
          await withKnownIssue {
            await store.receive(\\.heatingFinished.success, "lukewarm")
          }
      """))
    // The diff's unchanged lines start with custom-dump's figure space, U+2007.
    #expect(output.hasSuffix("""
      cancellation (test)> receive \\.heatingFinished.success, "lukewarm"
      ✘ Received unexpected action:

        \u{2007} Kettle.Action.heatingFinished(
        −   .success("lukewarm")
        +   .success("Boiling: pour it on black tea.")
        \u{2007} )

      (Expected: −, Actual: +)

      """))
  }

  @Test func leavingTestModeEndsTheTestWithWhatIsLeft() async throws {
    let output = try await transcript("timers", [
      "test on",
      "send .startStopTapped { $0.isRunning = true }",
      "advance 1s",
      "test off",
    ])
    #expect(output.contains("""
      timers (test)> test off
      the test ends here; TestStore checks what is left:
      ✘ The store received 1 unexpected action.
      """))
    #expect(output.contains("✘ An effect returned for this action is still running. It must complete before the end of the test."))
    #expect(output.hasSuffix("test mode off: timers starts over as an app\n"))
  }

  @Test func assertionErrorsNameTheColumn() async throws {
    let output = try await transcript("cancellation", [
      "send .switchOnTapped { $0.isHeating = true }",
      "receive \\.heatingFinished",
      "test on",
      "send .switchOnTapped { $0.isHeating = 1 }",
      "send .switchOnTapped { $0.readyMessage.count = 1 }",
      "send .switchOnTapped { $0.targetTemperature? = 1 }",
      "send .switchOnTapped { $0.targetTemperature[id: 0] = 1 }",
      "send .switchOnTapped { $0.isHeating = true } x",
      "receive \\.heatingFinishd",
    ])
    let errors = output.split(separator: "\n").filter { $0.hasPrefix("error:") }
    #expect(errors == [
      "error: a { … } assertion needs test mode, where send asserts as a TestStore does; type 'test on' (column 22)",
      "error: receive is a test-mode command; type 'test on' to run cancellation as a TestStore test",
      "error: expected true or false, found 1 (column 39)",
      "error: String? is optional; write ?.count to reach into it, as Swift does (column 40)",
      "error: '?' follows targetTemperature, an Int, which is not optional (column 44)",
      "error: [id: …] subscripts a navigation stack; targetTemperature is an Int (column 44)",
      "error: unexpected 'x' after the assertion's closing '}' (column 46)",
      "error: Kettle.Action has no case .heatingFinishd (column 11); did you mean .heatingFinished?",
    ])
  }

  @Test func sharedStateIsAssertedWithWithLockAndTheLessonsMethods() async throws {
    let output = try await transcript("shared-stats", [
      "test on",
      "send .cabin(.upButtonTapped) { $0.cabin.$stats.withLock { $0.goUp() } }",
      "send .cabin(.upButtonTapped) { $0.lobby.$stats.withLock { $0.goDown() } }",
    ])
    #expect(output.contains("""
      shared-stats (test)> send .cabin(.upButtonTapped) { $0.cabin.$stats.withLock { $0.goUp() } }
      ✔ send passed
      """))
    #expect(output.contains("✘ A state change does not match expectation."))
  }

  @Test func aStackElementIsPoppedByAssigningNil() async throws {
    let output = try await transcript("sign-up", [
      "test on",
      "exhaustivity off",
      "send .signUpButtonTapped",
      "exhaustivity on",
      "send \\.path.popFrom, 0 { $0.path[id: 0] = nil }",
    ])
    #expect(output.hasSuffix("""
      sign-up (test)> send \\.path.popFrom, 0 { $0.path[id: 0] = nil }
      ✔ send passed

      """))
  }

  @Test func undoReplaysTestModeToo() async throws {
    let output = try await transcript("counter", [
      "test on",
      "send .incrementButtonTapped { $0.count = 1 }",
      "send .incrementButtonTapped { $0.count = 2 }",
      "undo",
      "send .incrementButtonTapped { $0.count = 2 }",
    ])
    #expect(output.hasSuffix("""
      counter (test) [2/3]> send .incrementButtonTapped { $0.count = 2 }
      ✔ send passed

      """))
  }

  @Test func anOptionalIsWrittenThroughOnlyWhenItHoldsAValue() throws {
    let some = Dog.State(owner: Dog.Owner(name: "Blob"))
    let assertion = try StateAssertion.parse(
      "{ $0.owner?.name = \"Blob Jr.\"; $0.age = 3 }", startColumn: 1, state: some, builder: ValueBuilder()
    )
    var value: Any = some
    assertion.apply(to: &value)
    #expect(value as? Dog.State == Dog.State(age: 3, owner: Dog.Owner(name: "Blob Jr.")))
    var none: Any = Dog.State()
    assertion.apply(to: &none)
    #expect(none as? Dog.State == Dog.State(age: 3, owner: nil))
  }

  /// What the export writes for a closure it cannot rebuild from the states: each statement
  /// as typed, its values spelled in Swift, the spaces before `;` and `}` dropped.
  @Test func aClosureKeepsItsStatementsAsTyped() throws {
    let assertion = try StateAssertion.parse(
      "{ $0.owner?.name  =  \"Blob Jr.\" ;$0.age += 3 }", startColumn: 7, state: Dog.State(), builder: ValueBuilder()
    )
    #expect(try assertion.typed.lines(context: .init()) == [#"$0.owner?.name  =  "Blob Jr.""#, "$0.age += 3"])
  }
}

/// State with an optional struct, for writes through `?`.
private enum Dog {
  @ObservableState
  struct State: Equatable {
    var age = 0
    var owner: Owner?
  }

  @ObservableState
  struct Owner: Equatable {
    var name: String
  }
}

/// Pushes and presented destinations, asserted with the lesson's initializers.
@MainActor
struct TestModeNavigationTests {
  @Test func aPushIsAssertedWithTheReferenceItIsHanded() async throws {
    let output = try await transcript("sign-up", [
      "test on",
      "send .signUpButtonTapped { $0.path[id: 0] = .account(AccountStep.State(signUpData: $0.$signUpData)) }",
      "send .signUpButtonTapped { $0.path[id: 1] = .account(AccountStep.State(returnsToReview: true, signUpData: $0.$signUpData)) }",
    ])
    #expect(output.contains("""
      sign-up (test)> send .signUpButtonTapped { $0.path[id: 0] = .account(AccountStep.State(signUpData: $0.$signUpData)) }
      ✔ send passed
      """))
    // The wrong form of the screen: the flow pushes it not returning to the review.
    #expect(output.contains("""
          −         returnsToReview: true,
          +         returnsToReview: false,
      """))
  }

  @Test func aDerivedReferenceIsTheSharedFieldsOwn() async throws {
    let signUp = try #require(allLessons.first { $0.id == "sign-up" })
    let playground = try Playground(lessons: allLessons, lessonID: "sign-up") { _ in }
    let builder = ValueBuilder(initializers: signUp.initializers, state: playground.host.currentState)
    let literal = try LiteralParser.parseValue("ShiftsStep.State(shifts: $0.$signUpData.shifts)", startColumn: 1)
    let shifts = try #require(try builder.build(literal, as: ShiftsStep.State.self) as? ShiftsStep.State)
    #expect(shifts.shifts == [])
    let misspelt = try LiteralParser.parseValue("ShiftsStep.State(shifts: $0.$signUpData.shift)", startColumn: 1)
    #expect(throws: ParseError("SignUpData has no property 'shift' to share", column: 41)) {
      try builder.build(misspelt, as: ShiftsStep.State.self)
    }
  }

  @Test func anElementIsWrittenThroughItsCaseOnlyWhenItIsThatCase() async throws {
    let output = try await transcript("sign-up", [
      "test on",
      "exhaustivity off",
      "send .signUpButtonTapped",
      "exhaustivity on",
      "send \\.path[id: 0].account.binding.showsPassword, true { $0.path[id: 0, case: \\.review]?.destination = nil }",
      "send \\.path[id: 0].account.binding.showsPassword, false { $0.path[id: 0, case: \\.account]?.showsPassword = false }",
    ])
    let results = output.split(separator: "\n").filter { $0.hasPrefix("✘ ") || $0.hasPrefix("✔ ") }
    #expect(results == [
      "✔ send passed", "✘ A state change does not match expectation.", "✔ send passed",
    ])
  }
}
