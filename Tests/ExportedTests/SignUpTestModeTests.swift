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
      $0.$signUpData.withLock { $0.email = "blob@pointfree.co" }
    }
    await store.send(.path(.popFrom(id: 0))) {
      $0.path[id: 0] = nil
    }
    store.state.$signUpData.withLock { $0.firstName = "Blob" }
    store.assert {
      $0.$signUpData.withLock { $0.firstName = "Blob" }
    }
    store.state.$signUpData.withLock { $0.lastName = "McBlob" }
    store.assert {
      $0.$signUpData.withLock { $0.lastName = "McBlob" }
    }
    await store.finish()
  }
}
