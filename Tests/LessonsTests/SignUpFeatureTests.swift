import ComposableArchitecture
import Testing

@testable import Lessons

/// Every path of the sign-up lesson: the steps pushed in order through delegates, validation
/// alerts, the summary's sheets editing the shared data, and submitting.
@MainActor
struct SignUpFeatureTests {
  let store = Store(initialState: SignUpFeature.State(signUpData: Shared(value: SignUpData()))) {
    SignUpFeature()
  }

  func basics(_ action: BasicsFeature.Action, id: StackElementID = 0) {
    store.send(.path(.element(id: id, action: .basics(action))))
  }

  func bind<Value: Equatable & Sendable>(
    _ keyPath: WritableKeyPath<BasicsFeature.State, Value>, _ value: Value
  ) {
    basics(.binding(.set(keyPath, value)))
  }

  /// Fills in valid basics and moves to personal info.
  func passBasics() {
    store.send(.signUpButtonTapped)
    bind(\.signUpData.email, "blob@pointfree.co")
    bind(\.signUpData.password, "secret")
    bind(\.signUpData.passwordConfirmation, "secret")
    basics(.nextButtonTapped)
  }

  /// Goes through every step to the summary, choosing `topics`.
  func reachSummary(topics: Set<SignUpData.Topic> = [.testing]) {
    passBasics()
    store.send(.path(.element(id: 1, action: .personalInfo(.nextButtonTapped))))
    store.send(.path(.element(id: 2, action: .topics(.binding(.set(\.topics, topics))))))
    store.send(.path(.element(id: 2, action: .topics(.nextButtonTapped))))
  }

  func alertTitle(at id: StackElementID) -> String? {
    switch store.state.path[id: id] {
    case let .basics(state)?: state.alert?.title.description
    case let .topics(state)?: state.alert?.title.description
    default: nil
    }
  }

  @Test func signUpPushesBasics() {
    store.send(.signUpButtonTapped)
    #expect(store.state.path.ids.elements == [0])
    #expect(store.state.path.last.map { if case .basics = $0 { true } else { false } } == true)
  }

  @Test(arguments: [
    ("blob", "secret", "secret", #"Please enter an email address with an "@"."#),
    ("blob@pointfree.co", "", "", "Please choose a password."),
    ("blob@pointfree.co", "secret", "secrte", "The password and its confirmation differ."),
  ])
  func basicsNamesWhatIsWrong(email: String, password: String, confirmation: String, problem: String) {
    store.send(.signUpButtonTapped)
    bind(\.signUpData.email, email)
    bind(\.signUpData.password, password)
    bind(\.signUpData.passwordConfirmation, confirmation)
    basics(.nextButtonTapped)
    #expect(alertTitle(at: 0) == problem)
    #expect(store.state.path.count == 1, "no step is pushed")
  }

  @Test func eachStepAsksTheRootForTheNextThroughADelegate() {
    reachSummary(topics: [.concurrency, .testing])
    #expect(store.state.path.count == 4)
    guard case let .summary(summary)? = store.state.path.last else {
      Issue.record("the summary is not on top")
      return
    }
    #expect(summary.signUpData.email == "blob@pointfree.co")
    #expect(summary.signUpData.topics == [.concurrency, .testing])
  }

  @Test func topicsNeedsOneTopic() {
    passBasics()
    store.send(.path(.element(id: 1, action: .personalInfo(.nextButtonTapped))))
    store.send(.path(.element(id: 2, action: .topics(.nextButtonTapped))))
    #expect(alertTitle(at: 2) == "Please choose at least one topic.")
    #expect(store.state.path.count == 3)
  }

  @Test func theSummarysSheetsEditTheSharedDataAndDoneDismissesThem() async {
    reachSummary()
    let summary: StackElementID = 3
    store.send(.path(.element(id: summary, action: .summary(.editPersonalInfoButtonTapped))))
    store.send(
      .path(.element(id: summary, action: .summary(.destination(.presented(
        .personalInfo(.binding(.set(\.signUpData.firstName, "Blob")))
      )))))
    )
    #expect(store.state.signUpData.firstName == "Blob", "the sheet writes through to the root's data")
    // The sheet dismisses itself from an effect, `await dismiss()`: run it in order, on the main
    // serial executor, as the playground does.
    await onMainSerialExecutor {
      store.send(.path(.element(id: summary, action: .summary(.destination(.presented(.personalInfo(.doneButtonTapped)))))))
      await Task.megaYield()
    }
    guard case let .summary(state)? = store.state.path[id: summary] else {
      Issue.record("the summary went away")
      return
    }
    #expect(state.destination == nil, "done dismissed the sheet")

    store.send(.path(.element(id: summary, action: .summary(.editFavoriteTopicsButtonTapped))))
    guard case let .summary(editing)? = store.state.path[id: summary], case let .topics(topics)? = editing.destination
    else {
      Issue.record("the topics sheet is not presented")
      return
    }
    #expect(topics.isEditingFromSummary)
    store.send(.path(.element(id: summary, action: .summary(.editRequiredInfoButtonTapped))))
    guard case let .summary(replaced)? = store.state.path[id: summary], case let .basics(basics)? = replaced.destination
    else {
      Issue.record("the basics sheet is not presented")
      return
    }
    #expect(basics.isEditingFromSummary)
  }

  @Test func submitThanksTheUser() {
    reachSummary()
    store.send(.path(.element(id: 3, action: .summary(.submitButtonTapped))))
    guard case let .summary(state)? = store.state.path[id: 3], case let .alert(alert)? = state.destination else {
      Issue.record("no alert is presented")
      return
    }
    #expect(alert.title.description == "Thank you for signing up!")
  }
}
