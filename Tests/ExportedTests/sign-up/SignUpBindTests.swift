import ComposableArchitecture
import Testing

// Lessons is the playground's module: replace it with your module that defines SignUpFeature.
@testable import Lessons

@MainActor
struct SignUpBindTests {
  @Test func session() async {
    let store = TestStore(initialState: SignUpFeature.State(signUpData: Shared(value: SignUpData()))) {
      SignUpFeature()
    }

    store.state.$signUpData.withLock { $0.email = "blob@pointfree.co" }
    store.assert {
      $0.$signUpData.withLock { $0.email = "blob@pointfree.co" }
    }
    await store.send(.signUpButtonTapped) {
      $0.path[id: 0] = .basics(BasicsFeature.State(alert: nil, isEditingFromSummary: false, signUpData: $0.$signUpData))
    }
    store.state.$signUpData.withLock { $0.firstName = "Blob" }
    store.assert {
      $0.$signUpData.withLock { $0.firstName = "Blob" }
    }
    await store.send(.path(.popFrom(id: 0))) {
      $0.path[id: 0] = nil
    }
    await store.finish()
  }
}
