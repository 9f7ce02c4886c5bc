import ComposableArchitecture
import Testing

@testable import Lessons

@MainActor
struct SignUpTestModeTests {
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
    await store.send(.path(.popFrom(id: 0))) {
      $0.path[id: 0] = nil
    }
    store.state.$signUpData.withLock { $0 = SignUpData(email: "blob@pointfree.co", firstName: "Blob", lastName: "", password: "", passwordConfirmation: "", phoneNumber: "", topics: []) }
    store.assert {
      $0.$signUpData.withLock { $0 = SignUpData(email: "blob@pointfree.co", firstName: "Blob", lastName: "", password: "", passwordConfirmation: "", phoneNumber: "", topics: []) }
    }
    store.state.$signUpData.withLock { $0 = SignUpData(email: "blob@pointfree.co", firstName: "Blob", lastName: "McBlob", password: "", passwordConfirmation: "", phoneNumber: "", topics: []) }
    store.assert {
      $0.$signUpData.withLock { $0 = SignUpData(email: "blob@pointfree.co", firstName: "Blob", lastName: "McBlob", password: "", passwordConfirmation: "", phoneNumber: "", topics: []) }
    }
    await store.finish()
  }
}
