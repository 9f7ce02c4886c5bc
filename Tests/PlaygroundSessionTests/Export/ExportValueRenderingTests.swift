import ComposableArchitecture
import Foundation
import Testing

@testable import Lessons
@testable import PlaygroundSession

/// Every lesson's state and action values, spelled in Swift as a test writes them.
@MainActor
struct ExportValueRenderingTests {
  func render(_ value: Any) throws -> String {
    try SwiftSource.render(ExportValue(value), context: .init())
  }

  @Test func statesAreBuiltWithTheirMemberwiseInitializers() throws {
    #expect(try render(Counter.State(count: 3)) == "Counter.State(count: 3)")
    #expect(
      try render(Timers.State(isTimerActive: true, secondsElapsed: 2))
        == "Timers.State(isTimerActive: true, secondsElapsed: 2)"
    )
    #expect(
      try render(EffectsCancellation.State(count: -1, currentFact: "a \"quoted\"\nfact"))
        == #"EffectsCancellation.State(count: -1, currentFact: "a \"quoted\"\nfact", isFactRequestInFlight: false)"#
    )
    #expect(try render(EffectsCancellation.State().currentFact as Any) == "nil")
  }

  @Test func actionsAreEnumCasesWithTheirPayloads() throws {
    #expect(try render(Counter.Action.incrementButtonTapped) == ".incrementButtonTapped")
    #expect(try render(EffectsCancellation.Action.stepperChanged(-3)) == ".stepperChanged(-3)")
    #expect(try render(EffectsCancellation.Action.factResponse(.success("1 is neither prime nor composite."))) == #".factResponse(.success("1 is neither prime nor composite."))"#)
    #expect(
      try render(EffectsCancellation.Action.factResponse(.failure(FactClient.Failure())))
        == #".factResponse(.failure(FactClient.Failure(message: "Could not load a fact.")))"#
    )
    #expect(try render(SharedStateFileStorage.Action.selectTab(.profile)) == ".selectTab(.profile)")
    #expect(try render(SharedStateFileStorage.Action.counter(.alert(.dismiss))) == ".counter(.alert(.dismiss))")
    #expect(try render(Timers.Action.timerTicked) == ".timerTicked")
  }

  @Test func stackAndPresentationActionsSpellTheirIDsAndBindings() throws {
    let bind = SignUpFeature.Action.path(
      .element(id: 0, action: .basics(.binding(.set(\.signUpData.email, "blob@pointfree.co"))))
    )
    #expect(try render(bind) == #".path(.element(id: 0, action: .basics(.binding(.set(\.signUpData.email, "blob@pointfree.co")))))"#)
    let done = SignUpFeature.Action.path(
      .element(id: 3, action: .summary(.destination(.presented(.topics(.doneButtonTapped)))))
    )
    #expect(try render(done) == ".path(.element(id: 3, action: .summary(.destination(.presented(.topics(.doneButtonTapped))))))")
    #expect(try render(SignUpFeature.Action.path(.popFrom(id: 1))) == ".path(.popFrom(id: 1))")
  }

  @Test func setsRenderSortedAndAlertsAsTheirBuilders() throws {
    let topics: Set<Lessons.SignUpData.Topic> = [.testing, .concurrency, .advancedSwift]
    #expect(try render(topics) == "[.advancedSwift, .concurrency, .testing]")
    #expect(try render(["b": 2, "a": 1]) == #"["a": 1, "b": 2]"#)
    #expect(try render([String: Int]()) == "[:]")
    #expect(
      try render(AlertState<Never> { TextState("Thank you for signing up!") })
        == #"AlertState { TextState("Thank you for signing up!") }"#
    )
    let state = SharedStateFileStorage.CounterTab.State(alert: AlertState { TextState("👍") })
    let alert = try render(state.alert as Any)
    #expect(alert == #"AlertState { TextState("👍") }"#)
  }

  @Test func sharedValuesAreReferencesTheStateAlreadyHolds() throws {
    let data = Shared(value: Lessons.SignUpData(email: "blob@pointfree.co"))
    let state = SignUpFeature.State(signUpData: data)
    let step = BasicsFeature.State(signUpData: data)
    let topics = TopicsFeature.State(topics: data.topics)
    let paths = StateAssignments.sharedPaths(in: ExportValue(state))
    #expect(paths.count == 1)
    let context = SwiftSource.Context(sharedPaths: paths)
    #expect(
      try SwiftSource.render(ExportValue(step), context: context)
        == "BasicsFeature.State(alert: nil, isEditingFromSummary: false, signUpData: $0.$signUpData)"
    )
    #expect(
      try SwiftSource.render(ExportValue(topics), context: context)
        == "TopicsFeature.State(alert: nil, isEditingFromSummary: false, topics: $0.$signUpData.topics)"
    )
    #expect(throws: ExportError("a @Shared SignUpData made inside the state cannot be built in Swift; only references to the feature's own @Shared values can")) {
      try SwiftSource.render(ExportValue(step), context: .init())
    }
  }

  @Test func aValueSwiftCannotSpellIsAnErrorNamingItsType() throws {
    #expect(throws: ExportError("a value of type URL cannot be written in Swift")) {
      try render(URL(fileURLWithPath: "/tmp"))
    }
    #expect(throws: ExportError("a value of type Data cannot be written in Swift")) {
      try render(Data([1, 2]))
    }
  }

  @Test func receivedActionsAreNamedByTheirCasePaths() {
    #expect(ReceivedCasePath(Timers.Action.timerTicked) == ReceivedCasePath(keyPath: #"\.timerTicked"#, value: nil))
    #expect(
      ReceivedCasePath(EffectsCancellation.Action.factResponse(.success("fact")))
        == ReceivedCasePath(keyPath: #"\.factResponse.success"#, value: .literal(#""fact""#))
    )
    // `any Error` is not Equatable, whatever the error.
    #expect(
      ReceivedCasePath(EffectsCancellation.Action.factResponse(.failure(FactClient.Failure())))
        == ReceivedCasePath(keyPath: #"\.factResponse.failure"#, value: nil)
    )
    #expect(
      ReceivedCasePath(SignUpFeature.Action.path(.element(id: 2, action: .topics(.delegate(.stepFinished)))))
        == ReceivedCasePath(keyPath: #"\.path[id: 2].topics.delegate"#, value: .enumCase(name: "stepFinished", payload: []))
    )
    #expect(
      ReceivedCasePath(SharedStateFileStorage.Action.selectTab(.profile))
        == ReceivedCasePath(keyPath: #"\.selectTab"#, value: .enumCase(name: "profile", payload: []))
    )
  }
}
