import ComposableArchitecture
import Testing

// Lessons is the playground's module: replace it with your module that defines SignUpFeature.
@testable import Lessons

@MainActor
struct SignUpSummaryEditsTests {
  @Test func session() async {
    let store = TestStore(initialState: SignUpFeature.State(signUpData: Shared(value: SignUpData()))) {
      SignUpFeature()
    }

    await store.send(.signUpButtonTapped) {
      $0.path[id: 0] = .basics(BasicsFeature.State(alert: nil, isEditingFromSummary: false, signUpData: $0.$signUpData))
    }
    store.state.$signUpData.withLock { $0.email = "blob@pointfree.co" }
    store.assert {
      $0.$signUpData.withLock { $0.email = "blob@pointfree.co" }
    }
    store.state.$signUpData.withLock { $0.password = "blob is awesome" }
    store.assert {
      $0.$signUpData.withLock { $0.password = "blob is awesome" }
    }
    store.state.$signUpData.withLock { $0.passwordConfirmation = "blob is awesome" }
    store.assert {
      $0.$signUpData.withLock { $0.passwordConfirmation = "blob is awesome" }
    }
    await store.send(.path(.element(id: 0, action: .basics(.nextButtonTapped))))
    await store.receive(\.path[id: 0].basics.delegate, .stepFinished) {
      $0.path[id: 1] = .personalInfo(PersonalInfoFeature.State(isEditingFromSummary: false, signUpData: $0.$signUpData))
    }
    store.state.$signUpData.withLock { $0.firstName = "Blob" }
    store.assert {
      $0.$signUpData.withLock { $0.firstName = "Blob" }
    }
    store.state.$signUpData.withLock { $0.lastName = "McBlob" }
    store.assert {
      $0.$signUpData.withLock { $0.lastName = "McBlob" }
    }
    store.state.$signUpData.withLock { $0.phoneNumber = "212-555-1234" }
    store.assert {
      $0.$signUpData.withLock { $0.phoneNumber = "212-555-1234" }
    }
    await store.send(.path(.element(id: 1, action: .personalInfo(.nextButtonTapped))))
    await store.receive(\.path[id: 1].personalInfo.delegate, .stepFinished) {
      $0.path[id: 2] = .topics(TopicsFeature.State(alert: nil, isEditingFromSummary: false, topics: $0.$signUpData.topics))
    }
    store.state.$signUpData.withLock { $0.topics = [.concurrency] }
    store.assert {
      $0.$signUpData.withLock { $0.topics = [.concurrency] }
    }
    await store.send(.path(.element(id: 2, action: .topics(.nextButtonTapped))))
    await store.receive(\.path[id: 2].topics.delegate, .stepFinished) {
      $0.path[id: 3] = .summary(SummaryFeature.State(destination: nil, signUpData: $0.$signUpData))
    }
    await store.send(.path(.element(id: 3, action: .summary(.editPersonalInfoButtonTapped)))) {
      let signUpData = $0.$signUpData
      $0.path[id: 3, case: \.summary]?.destination = .personalInfo(PersonalInfoFeature.State(isEditingFromSummary: true, signUpData: signUpData))
    }
    store.state.$signUpData.withLock { $0.firstName = "Blobby" }
    store.assert {
      $0.$signUpData.withLock { $0.firstName = "Blobby" }
    }
    await store.send(.path(.element(id: 3, action: .summary(.destination(.presented(.personalInfo(.doneButtonTapped)))))))
    await store.receive(\.path[id: 3].summary.destination.dismiss) {
      $0.path[id: 3, case: \.summary]?.destination = nil
    }
    await store.send(.path(.element(id: 3, action: .summary(.editFavoriteTopicsButtonTapped)))) {
      let signUpData = $0.$signUpData
      $0.path[id: 3, case: \.summary]?.destination = .topics(TopicsFeature.State(alert: nil, isEditingFromSummary: true, topics: signUpData.topics))
    }
    store.state.$signUpData.withLock { $0.topics = [] }
    store.assert {
      $0.$signUpData.withLock { $0.topics = [] }
    }
    await store.send(.path(.element(id: 3, action: .summary(.destination(.presented(.topics(.doneButtonTapped))))))) {
      let signUpData = $0.$signUpData
      $0.path[id: 3, case: \.summary]?.destination = .topics(TopicsFeature.State(alert: AlertState { TextState("Please choose at least one topic.") }, isEditingFromSummary: true, topics: signUpData.topics))
    }
    await store.send(.path(.element(id: 3, action: .summary(.destination(.presented(.topics(.alert(.dismiss)))))))) {
      let signUpData = $0.$signUpData
      $0.path[id: 3, case: \.summary]?.destination = .topics(TopicsFeature.State(alert: nil, isEditingFromSummary: true, topics: signUpData.topics))
    }
    store.state.$signUpData.withLock { $0.topics = [.swiftUI, .testing] }
    store.assert {
      $0.$signUpData.withLock { $0.topics = [.swiftUI, .testing] }
    }
    await store.send(.path(.element(id: 3, action: .summary(.destination(.presented(.topics(.doneButtonTapped)))))))
    await store.receive(\.path[id: 3].summary.destination.dismiss) {
      $0.path[id: 3, case: \.summary]?.destination = nil
    }
    await store.send(.path(.element(id: 3, action: .summary(.editRequiredInfoButtonTapped)))) {
      let signUpData = $0.$signUpData
      $0.path[id: 3, case: \.summary]?.destination = .basics(BasicsFeature.State(alert: nil, isEditingFromSummary: true, signUpData: signUpData))
    }
    store.state.$signUpData.withLock { $0.passwordConfirmation = "typo" }
    store.assert {
      $0.$signUpData.withLock { $0.passwordConfirmation = "typo" }
    }
    await store.send(.path(.element(id: 3, action: .summary(.destination(.presented(.basics(.doneButtonTapped))))))) {
      let signUpData = $0.$signUpData
      $0.path[id: 3, case: \.summary]?.destination = .basics(BasicsFeature.State(alert: AlertState { TextState("The password and its confirmation differ.") }, isEditingFromSummary: true, signUpData: signUpData))
    }
    await store.send(.path(.element(id: 3, action: .summary(.destination(.presented(.basics(.alert(.dismiss)))))))) {
      let signUpData = $0.$signUpData
      $0.path[id: 3, case: \.summary]?.destination = .basics(BasicsFeature.State(alert: nil, isEditingFromSummary: true, signUpData: signUpData))
    }
    await store.send(.path(.element(id: 3, action: .summary(.destination(.dismiss))))) {
      $0.path[id: 3, case: \.summary]?.destination = nil
    }
    await store.send(.path(.element(id: 3, action: .summary(.submitButtonTapped)))) {
      $0.path[id: 3, case: \.summary]?.destination = .alert(AlertState { TextState("Thank you for signing up!") })
    }
    await store.send(.path(.element(id: 3, action: .summary(.destination(.dismiss))))) {
      $0.path[id: 3, case: \.summary]?.destination = nil
    }
    await store.send(.path(.popFrom(id: 3))) {
      $0.path[id: 3] = nil
    }
    await store.finish()
  }
}
