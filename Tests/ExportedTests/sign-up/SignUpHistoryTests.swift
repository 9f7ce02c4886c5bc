import ComposableArchitecture
import Testing

// Lessons is the playground's module: replace it with your module that defines SignUpFeature.
@testable import Lessons

@MainActor
struct SignUpHistoryTests {
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
    store.state.$signUpData.withLock { $0.password = "secret" }
    store.assert {
      $0.$signUpData.withLock { $0.password = "secret" }
    }
    store.state.$signUpData.withLock { $0.passwordConfirmation = "secret" }
    store.assert {
      $0.$signUpData.withLock { $0.passwordConfirmation = "secret" }
    }
    await store.send(.path(.element(id: 0, action: .basics(.nextButtonTapped))))
    await store.receive(\.path[id: 0].basics.delegate, .stepFinished) {
      $0.path[id: 1] = .personalInfo(PersonalInfoFeature.State(isEditingFromSummary: false, signUpData: $0.$signUpData))
    }
    await store.finish()
  }
}
