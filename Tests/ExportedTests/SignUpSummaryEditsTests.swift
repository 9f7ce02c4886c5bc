import ComposableArchitecture
import Testing

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
    store.state.$signUpData.withLock { $0 = SignUpData(email: "blob@pointfree.co", firstName: "", lastName: "", password: "", passwordConfirmation: "", phoneNumber: "", topics: []) }
    store.assert {
      $0.$signUpData.withLock { $0 = SignUpData(email: "blob@pointfree.co", firstName: "", lastName: "", password: "", passwordConfirmation: "", phoneNumber: "", topics: []) }
    }
    store.state.$signUpData.withLock { $0 = SignUpData(email: "blob@pointfree.co", firstName: "", lastName: "", password: "blob is awesome", passwordConfirmation: "", phoneNumber: "", topics: []) }
    store.assert {
      $0.$signUpData.withLock { $0 = SignUpData(email: "blob@pointfree.co", firstName: "", lastName: "", password: "blob is awesome", passwordConfirmation: "", phoneNumber: "", topics: []) }
    }
    store.state.$signUpData.withLock { $0 = SignUpData(email: "blob@pointfree.co", firstName: "", lastName: "", password: "blob is awesome", passwordConfirmation: "blob is awesome", phoneNumber: "", topics: []) }
    store.assert {
      $0.$signUpData.withLock { $0 = SignUpData(email: "blob@pointfree.co", firstName: "", lastName: "", password: "blob is awesome", passwordConfirmation: "blob is awesome", phoneNumber: "", topics: []) }
    }
    await store.send(.path(.element(id: 0, action: .basics(.nextButtonTapped))))
    await store.receive(\.path[id: 0].basics.delegate, .stepFinished) {
      $0.path[id: 1] = .personalInfo(PersonalInfoFeature.State(isEditingFromSummary: false, signUpData: $0.$signUpData))
    }
    store.state.$signUpData.withLock { $0 = SignUpData(email: "blob@pointfree.co", firstName: "Blob", lastName: "", password: "blob is awesome", passwordConfirmation: "blob is awesome", phoneNumber: "", topics: []) }
    store.assert {
      $0.$signUpData.withLock { $0 = SignUpData(email: "blob@pointfree.co", firstName: "Blob", lastName: "", password: "blob is awesome", passwordConfirmation: "blob is awesome", phoneNumber: "", topics: []) }
    }
    store.state.$signUpData.withLock { $0 = SignUpData(email: "blob@pointfree.co", firstName: "Blob", lastName: "McBlob", password: "blob is awesome", passwordConfirmation: "blob is awesome", phoneNumber: "", topics: []) }
    store.assert {
      $0.$signUpData.withLock { $0 = SignUpData(email: "blob@pointfree.co", firstName: "Blob", lastName: "McBlob", password: "blob is awesome", passwordConfirmation: "blob is awesome", phoneNumber: "", topics: []) }
    }
    store.state.$signUpData.withLock { $0 = SignUpData(email: "blob@pointfree.co", firstName: "Blob", lastName: "McBlob", password: "blob is awesome", passwordConfirmation: "blob is awesome", phoneNumber: "212-555-1234", topics: []) }
    store.assert {
      $0.$signUpData.withLock { $0 = SignUpData(email: "blob@pointfree.co", firstName: "Blob", lastName: "McBlob", password: "blob is awesome", passwordConfirmation: "blob is awesome", phoneNumber: "212-555-1234", topics: []) }
    }
    await store.send(.path(.element(id: 1, action: .personalInfo(.nextButtonTapped))))
    await store.receive(\.path[id: 1].personalInfo.delegate, .stepFinished) {
      $0.path[id: 2] = .topics(TopicsFeature.State(alert: nil, isEditingFromSummary: false, topics: $0.$signUpData.topics))
    }
    store.state.$signUpData.withLock { $0 = SignUpData(email: "blob@pointfree.co", firstName: "Blob", lastName: "McBlob", password: "blob is awesome", passwordConfirmation: "blob is awesome", phoneNumber: "212-555-1234", topics: [.concurrency]) }
    store.assert {
      $0.$signUpData.withLock { $0 = SignUpData(email: "blob@pointfree.co", firstName: "Blob", lastName: "McBlob", password: "blob is awesome", passwordConfirmation: "blob is awesome", phoneNumber: "212-555-1234", topics: [.concurrency]) }
    }
    await store.send(.path(.element(id: 2, action: .topics(.nextButtonTapped))))
    await store.receive(\.path[id: 2].topics.delegate, .stepFinished) {
      $0.path[id: 3] = .summary(SummaryFeature.State(destination: nil, signUpData: $0.$signUpData))
    }
    await store.send(.path(.element(id: 3, action: .summary(.editPersonalInfoButtonTapped)))) {
      let signUpData = $0.$signUpData
      $0.path[id: 3, case: \.summary]?.destination = .personalInfo(PersonalInfoFeature.State(isEditingFromSummary: true, signUpData: signUpData))
    }
    store.state.$signUpData.withLock { $0 = SignUpData(email: "blob@pointfree.co", firstName: "Blobby", lastName: "McBlob", password: "blob is awesome", passwordConfirmation: "blob is awesome", phoneNumber: "212-555-1234", topics: [.concurrency]) }
    store.assert {
      $0.$signUpData.withLock { $0 = SignUpData(email: "blob@pointfree.co", firstName: "Blobby", lastName: "McBlob", password: "blob is awesome", passwordConfirmation: "blob is awesome", phoneNumber: "212-555-1234", topics: [.concurrency]) }
    }
    await store.send(.path(.element(id: 3, action: .summary(.destination(.presented(.personalInfo(.doneButtonTapped)))))))
    await store.receive(\.path[id: 3].summary.destination.dismiss) {
      $0.path[id: 3, case: \.summary]?.destination = nil
    }
    await store.send(.path(.element(id: 3, action: .summary(.editFavoriteTopicsButtonTapped)))) {
      let signUpData = $0.$signUpData
      $0.path[id: 3, case: \.summary]?.destination = .topics(TopicsFeature.State(alert: nil, isEditingFromSummary: true, topics: signUpData.topics))
    }
    store.state.$signUpData.withLock { $0 = SignUpData(email: "blob@pointfree.co", firstName: "Blobby", lastName: "McBlob", password: "blob is awesome", passwordConfirmation: "blob is awesome", phoneNumber: "212-555-1234", topics: []) }
    store.assert {
      $0.$signUpData.withLock { $0 = SignUpData(email: "blob@pointfree.co", firstName: "Blobby", lastName: "McBlob", password: "blob is awesome", passwordConfirmation: "blob is awesome", phoneNumber: "212-555-1234", topics: []) }
    }
    await store.send(.path(.element(id: 3, action: .summary(.destination(.presented(.topics(.doneButtonTapped))))))) {
      let signUpData = $0.$signUpData
      $0.path[id: 3, case: \.summary]?.destination = .topics(TopicsFeature.State(alert: AlertState { TextState("Please choose at least one topic.") }, isEditingFromSummary: true, topics: signUpData.topics))
    }
    await store.send(.path(.element(id: 3, action: .summary(.destination(.presented(.topics(.alert(.dismiss)))))))) {
      let signUpData = $0.$signUpData
      $0.path[id: 3, case: \.summary]?.destination = .topics(TopicsFeature.State(alert: nil, isEditingFromSummary: true, topics: signUpData.topics))
    }
    store.state.$signUpData.withLock { $0 = SignUpData(email: "blob@pointfree.co", firstName: "Blobby", lastName: "McBlob", password: "blob is awesome", passwordConfirmation: "blob is awesome", phoneNumber: "212-555-1234", topics: [.swiftUI, .testing]) }
    store.assert {
      $0.$signUpData.withLock { $0 = SignUpData(email: "blob@pointfree.co", firstName: "Blobby", lastName: "McBlob", password: "blob is awesome", passwordConfirmation: "blob is awesome", phoneNumber: "212-555-1234", topics: [.swiftUI, .testing]) }
    }
    await store.send(.path(.element(id: 3, action: .summary(.destination(.presented(.topics(.doneButtonTapped)))))))
    await store.receive(\.path[id: 3].summary.destination.dismiss) {
      $0.path[id: 3, case: \.summary]?.destination = nil
    }
    await store.send(.path(.element(id: 3, action: .summary(.editRequiredInfoButtonTapped)))) {
      let signUpData = $0.$signUpData
      $0.path[id: 3, case: \.summary]?.destination = .basics(BasicsFeature.State(alert: nil, isEditingFromSummary: true, signUpData: signUpData))
    }
    store.state.$signUpData.withLock { $0 = SignUpData(email: "blob@pointfree.co", firstName: "Blobby", lastName: "McBlob", password: "blob is awesome", passwordConfirmation: "typo", phoneNumber: "212-555-1234", topics: [.swiftUI, .testing]) }
    store.assert {
      $0.$signUpData.withLock { $0 = SignUpData(email: "blob@pointfree.co", firstName: "Blobby", lastName: "McBlob", password: "blob is awesome", passwordConfirmation: "typo", phoneNumber: "212-555-1234", topics: [.swiftUI, .testing]) }
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
