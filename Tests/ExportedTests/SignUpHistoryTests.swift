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
      $0.$signUpData.withLock { $0 = SignUpData(email: "blob@pointfree.co", firstName: "", lastName: "", password: "", passwordConfirmation: "", phoneNumber: "", topics: []) }
    }
    await store.send(.path(.element(id: 0, action: .basics(.binding(.set(\.signUpData.password, "secret")))))) {
      $0.$signUpData.withLock { $0 = SignUpData(email: "blob@pointfree.co", firstName: "", lastName: "", password: "secret", passwordConfirmation: "", phoneNumber: "", topics: []) }
    }
    await store.send(.path(.element(id: 0, action: .basics(.binding(.set(\.signUpData.passwordConfirmation, "secret")))))) {
      $0.$signUpData.withLock { $0 = SignUpData(email: "blob@pointfree.co", firstName: "", lastName: "", password: "secret", passwordConfirmation: "secret", phoneNumber: "", topics: []) }
    }
    await store.send(.path(.element(id: 0, action: .basics(.nextButtonTapped))))
    await store.receive(\.path[id: 0].basics.delegate, .stepFinished) {
      $0.path[id: 1] = .personalInfo(PersonalInfoFeature.State(isEditingFromSummary: false, signUpData: $0.$signUpData))
    }
    await store.finish()
  }
}
