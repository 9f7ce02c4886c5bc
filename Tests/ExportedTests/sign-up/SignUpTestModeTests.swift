import ComposableArchitecture
import Testing

// Lessons is the playground's module: replace it with your module that defines SignUpFeature.
@testable import Lessons

@MainActor
struct SignUpTestModeTests {
  @Test func session() async {
    let store = TestStore(initialState: SignUpFeature.State(signUpData: Shared(value: SignUpData()))) {
      SignUpFeature()
    }

    await withKnownIssue {
      await store.send(.signUpButtonTapped)
    }
    await store.send(.signUpButtonTapped) {
      $0.path[id: 1] = .basics(BasicsFeature.State(alert: nil, isEditingFromSummary: false, signUpData: $0.$signUpData))
    }
    await store.send(.path(.popFrom(id: 1))) {
      $0.path[id: 1] = nil
    }
    store.state.$signUpData.withLock { $0.email = "blob@pointfree.co" }
    store.assert {
      $0.$signUpData.withLock { $0.email = "blob@pointfree.co" }
    }
    store.state.$signUpData.withLock { $0.password = "blob" }
    store.assert {
      $0.$signUpData.withLock { $0.password = "blob" }
    }
    store.state.$signUpData.withLock { $0.passwordConfirmation = "blob" }
    store.assert {
      $0.$signUpData.withLock { $0.passwordConfirmation = "blob" }
    }
    await store.send(.path(.element(id: 0, action: .basics(.nextButtonTapped))))
    await store.receive(\.path[id: 0].basics.delegate) {
      $0.path[id: 2] = .personalInfo(PersonalInfoFeature.State(isEditingFromSummary: false, signUpData: $0.$signUpData))
    }
    store.exhaustivity = .off
    store.state.$signUpData.withLock { $0.firstName = "Blob" }
    store.state.$signUpData.withLock { $0.lastName = "McBlob" }
    await store.send(.path(.element(id: 2, action: .personalInfo(.nextButtonTapped))))
    store.state.$signUpData.withLock { $0.topics = [.testing] }
    await store.send(.path(.element(id: 3, action: .topics(.nextButtonTapped))))
    store.exhaustivity = .on
    await store.skipReceivedActions()
    await store.send(.path(.element(id: 4, action: .summary(.editRequiredInfoButtonTapped)))) {
      let signUpData = $0.$signUpData
      $0.path[id: 4, case: \.summary]?.destination = .basics(BasicsFeature.State(alert: nil, isEditingFromSummary: true, signUpData: signUpData))
    }
    await store.send(.path(.element(id: 4, action: .summary(.destination(.presented(.basics(.doneButtonTapped)))))))
    await store.receive(\.path[id: 4].summary.destination.dismiss) {
      $0.path[id: 4, case: \.summary]?.destination = nil
    }
    await store.finish()
    store.state.$signUpData.withLock { $0.phoneNumber = "212-555-1234" }
    withKnownIssue {
      store.assert {
        $0.$signUpData.withLock { $0.phoneNumber = "212-555-123" }
      }
    }
    store.assert { _ in }
    store.state.$signUpData.withLock { $0.email = "blob@example.com" }
    await store.finish()
  }
}
