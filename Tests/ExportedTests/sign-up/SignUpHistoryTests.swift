import ComposableArchitecture
import Testing

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
    await store.send(.path(.element(id: 0, action: .basics(.binding(.set(\.signUpData.email, "blob@pointfree.co")))))) {
      $0.$signUpData.withLock { $0.email = "blob@pointfree.co" }
    }
    await store.send(.path(.element(id: 0, action: .basics(.binding(.set(\.signUpData.password, "secret")))))) {
      $0.$signUpData.withLock { $0.password = "secret" }
    }
    await store.send(.path(.element(id: 0, action: .basics(.binding(.set(\.signUpData.passwordConfirmation, "secret")))))) {
      $0.$signUpData.withLock { $0.passwordConfirmation = "secret" }
    }
    await store.send(.path(.element(id: 0, action: .basics(.nextButtonTapped))))
    await store.receive(\.path[id: 0].basics.delegate, .stepFinished) {
      $0.path[id: 1] = .personalInfo(PersonalInfoFeature.State(isEditingFromSummary: false, signUpData: $0.$signUpData))
    }
    await store.finish()
  }
}
