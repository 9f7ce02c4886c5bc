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
      $0.path[id: 0] = .account(AccountStep.State(alert: nil, returnsToReview: false, showsPassword: false, signUpData: $0.$signUpData))
    }
    store.state.$signUpData.withLock { $0.email = "mo@harbourfest.example" }
    store.assert {
      $0.$signUpData.withLock { $0.email = "mo@harbourfest.example" }
    }
    store.state.$signUpData.withLock { $0.password = "lighthouse" }
    store.assert {
      $0.$signUpData.withLock { $0.password = "lighthouse" }
    }
    store.state.$signUpData.withLock { $0.passwordAgain = "lighthouse" }
    store.assert {
      $0.$signUpData.withLock { $0.passwordAgain = "lighthouse" }
    }
    await store.send(.path(.element(id: 0, action: .account(.continueButtonTapped))))
    await store.receive(\.path[id: 0].account.delegate, .finished) {
      $0.path[id: 1] = .profile(ProfileStep.State(returnsToReview: false, signUpData: $0.$signUpData))
    }
    await store.finish()
  }
}
