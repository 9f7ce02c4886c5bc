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

    store.state.$signUpData.withLock { $0.email = "mo@harbourfest.example" }
    store.assert {
      $0.$signUpData.withLock { $0.email = "mo@harbourfest.example" }
    }
    await store.send(.signUpButtonTapped) {
      $0.path[id: 0] = .account(AccountStep.State(alert: nil, returnsToReview: false, showsPassword: false, signUpData: $0.$signUpData))
    }
    store.state.$signUpData.withLock { $0.nickname = "Mo" }
    store.assert {
      $0.$signUpData.withLock { $0.nickname = "Mo" }
    }
    await store.send(.path(.element(id: 0, action: .account(.binding(.set(\.showsPassword, true)))))) {
      $0.path[id: 0, case: \.account]?.showsPassword = true
    }
    await store.send(.path(.popFrom(id: 0))) {
      $0.path[id: 0] = nil
    }
    await store.finish()
  }
}
