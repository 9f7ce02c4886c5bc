import ComposableArchitecture
import Testing

@testable import Lessons

/// Every path of the sign-up lesson with `TestStore`: each step's delegate pushes the next one,
/// the steps' validation alerts, the summary's sheets editing the shared data, and submitting.
@MainActor
struct SignUpFeatureTests {
  let signUpData = Shared(value: SignUpData())
  let store: TestStoreOf<SignUpFeature>

  init() {
    store = TestStore(initialState: SignUpFeature.State(signUpData: signUpData)) {
      SignUpFeature()
    }
  }

  /// Pushes the basics step and fills it in.
  func fillInBasics(email: String, password: String, confirmation: String) async {
    await store.send(.signUpButtonTapped) {
      $0.path.append(.basics(BasicsFeature.State(signUpData: $0.$signUpData)))
    }
    await store.send(\.path[id: 0].basics.binding, .set(\.signUpData.email, email)) {
      $0.$signUpData.withLock { $0.email = email }
    }
    await store.send(\.path[id: 0].basics.binding, .set(\.signUpData.password, password)) {
      $0.$signUpData.withLock { $0.password = password }
    }
    await store.send(\.path[id: 0].basics.binding, .set(\.signUpData.passwordConfirmation, confirmation)) {
      $0.$signUpData.withLock { $0.passwordConfirmation = confirmation }
    }
  }

  /// Goes through every step to the summary, choosing `topics`.
  func reachSummary(topics: Set<SignUpData.Topic> = [.testing]) async {
    await fillInBasics(email: "blob@pointfree.co", password: "secret", confirmation: "secret")
    await store.send(\.path[id: 0].basics.nextButtonTapped)
    await store.receive(\.path[id: 0].basics.delegate) {
      $0.path[id: 1] = .personalInfo(PersonalInfoFeature.State(signUpData: $0.$signUpData))
    }
    await store.send(\.path[id: 1].personalInfo.nextButtonTapped)
    await store.receive(\.path[id: 1].personalInfo.delegate) {
      $0.path[id: 2] = .topics(TopicsFeature.State(topics: $0.$signUpData.topics))
    }
    await store.send(\.path[id: 2].topics.binding, .set(\.topics, topics)) {
      $0.$signUpData.withLock { $0.topics = topics }
    }
    await store.send(\.path[id: 2].topics.nextButtonTapped)
    await store.receive(\.path[id: 2].topics.delegate) {
      $0.path[id: 3] = .summary(SummaryFeature.State(signUpData: $0.$signUpData))
    }
  }

  @Test func eachStepsDelegatePushesTheNextStep() async {
    await reachSummary(topics: [.concurrency, .testing])
    #expect(store.state.path.ids.elements == [0, 1, 2, 3])
  }

  @Test(arguments: [
    ("blob", "secret", "secret", #"Please enter an email address with an "@"."#),
    ("blob@pointfree.co", "", "", "Please choose a password."),
    ("blob@pointfree.co", "secret", "secrte", "The password and its confirmation differ."),
  ])
  func basicsNamesWhatIsWrong(email: String, password: String, confirmation: String, problem: String) async {
    await fillInBasics(email: email, password: password, confirmation: confirmation)
    await store.send(\.path[id: 0].basics.nextButtonTapped) {
      $0.path[id: 0, case: \.basics]?.alert = AlertState { TextState(problem) }
    }
    await store.send(\.path[id: 0].basics.alert.dismiss) {
      $0.path[id: 0, case: \.basics]?.alert = nil
    }
  }

  @Test func topicsNeedsOneTopic() async {
    await reachSummary()
    await store.send(\.path.popFrom, 2) {
      $0.path.removeLast(2)
    }
    await store.send(\.path[id: 1].personalInfo.nextButtonTapped)
    await store.receive(\.path[id: 1].personalInfo.delegate) {
      $0.path[id: 4] = .topics(TopicsFeature.State(topics: $0.$signUpData.topics))
    }
    await store.send(\.path[id: 4].topics.binding, .set(\.topics, [])) {
      $0.$signUpData.withLock { $0.topics = [] }
    }
    await store.send(\.path[id: 4].topics.nextButtonTapped) {
      $0.path[id: 4, case: \.topics]?.alert = AlertState {
        TextState("Please choose at least one topic.")
      }
    }
  }

  @Test func theSummarysSheetsEditTheSharedDataAndDoneDismissesThem() async {
    await reachSummary()

    await store.send(\.path[id: 3].summary.editPersonalInfoButtonTapped) {
      $0.path[id: 3, case: \.summary]?.destination = .personalInfo(
        PersonalInfoFeature.State(isEditingFromSummary: true, signUpData: signUpData)
      )
    }
    await store.send(\.path[id: 3].summary.destination.personalInfo.binding, .set(\.signUpData.firstName, "Blob")) {
      $0.$signUpData.withLock { $0.firstName = "Blob" }
    }
    await store.send(\.path[id: 3].summary.destination.personalInfo.doneButtonTapped)
    await store.receive(\.path[id: 3].summary.destination.dismiss) {
      $0.path[id: 3, case: \.summary]?.destination = nil
    }

    await store.send(\.path[id: 3].summary.editFavoriteTopicsButtonTapped) {
      $0.path[id: 3, case: \.summary]?.destination = .topics(
        TopicsFeature.State(isEditingFromSummary: true, topics: signUpData.topics)
      )
    }
    await store.send(\.path[id: 3].summary.destination.topics.binding, .set(\.topics, [.concurrency])) {
      $0.$signUpData.withLock { $0.topics = [.concurrency] }
    }
    await store.send(\.path[id: 3].summary.destination.topics.doneButtonTapped)
    await store.receive(\.path[id: 3].summary.destination.dismiss) {
      $0.path[id: 3, case: \.summary]?.destination = nil
    }

    await store.send(\.path[id: 3].summary.editRequiredInfoButtonTapped) {
      $0.path[id: 3, case: \.summary]?.destination = .basics(
        BasicsFeature.State(isEditingFromSummary: true, signUpData: signUpData)
      )
    }
    await store.send(\.path[id: 3].summary.destination.basics.binding, .set(\.signUpData.email, "blob@example.com")) {
      $0.$signUpData.withLock { $0.email = "blob@example.com" }
    }
    await store.send(\.path[id: 3].summary.destination.basics.doneButtonTapped)
    await store.receive(\.path[id: 3].summary.destination.dismiss) {
      $0.path[id: 3, case: \.summary]?.destination = nil
    }
  }

  @Test func submitThanksTheUser() async {
    await reachSummary()
    await store.send(\.path[id: 3].summary.submitButtonTapped) {
      $0.path[id: 3, case: \.summary]?.destination = .alert(
        AlertState { TextState("Thank you for signing up!") }
      )
    }
  }

  /// The tutorial's pitfall screen, wrong on purpose: its parent re-forwards the step's delegate
  /// to itself, so one tap loops until the store's guard stops the `send`.
  @Test func theLoopPitfallReforwardsItsDelegateUntilTheGuardStopsIt() async {
    let store = Store(initialState: SignUpFeature.State(signUpData: signUpData)) { SignUpFeature() }
    var looped: [(action: SignUpFeature.Action, count: Int)] = []
    store.onEvent = { event in
      if case let .runawayLoop(action, count) = event { looped.append((action, count)) }
    }
    store.send(.loopPitfallButtonTapped)
    #expect(store.state.path.ids == [0])
    store.send(.path(.element(id: 0, action: .loopPitfall(.step(.nextButtonTapped)))))
    #expect(looped.count == 1)
    #expect(looped.first?.count == store.synchronousActionLimit)
    guard case .path(.element(id: 0, action: .loopPitfall(.step(.delegate(.stepFinished))))) = looped.first?.action else {
      Issue.record("the loop is not the re-forwarded delegate: \(String(describing: looped.first?.action))")
      return
    }
  }
}
