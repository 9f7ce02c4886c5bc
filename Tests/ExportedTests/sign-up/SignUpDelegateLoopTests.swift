import ComposableArchitecture
import Testing

// Lessons is the playground's module: replace it with your module that defines SignUpFeature.
@testable import Lessons

@MainActor
struct SignUpDelegateLoopTests {
  @Test func session() async {
    let store = TestStore(initialState: SignUpFeature.State(signUpData: Shared(value: SignUpData()))) {
      SignUpFeature()
    }

    await store.send(.loopPitfallButtonTapped) {
      $0.path[id: 0] = .loopPitfall(DelegateLoopPitfall.State(step: LoopPitfallStep.State()))
    }
    // Left out: this send loops forever in TCA, which never stops an action that sends itself
    // again (the playground stopped it), so the test would hang here:
    // await store.send(.path(.element(id: 0, action: .loopPitfall(.step(.continueButtonTapped)))))
    // Left out: this send loops forever in TCA, which never stops an action that sends itself
    // again (the playground stopped it), so the test would hang here:
    // await store.send(.path(.element(id: 0, action: .loopPitfall(.step(.continueButtonTapped)))))
    await store.send(.path(.popFrom(id: 0))) {
      $0.path[id: 0] = nil
    }
    await store.send(.signUpButtonTapped) {
      $0.path[id: 1] = .account(AccountStep.State(alert: nil, returnsToReview: false, showsPassword: false, signUpData: $0.$signUpData))
    }
    await store.finish()
  }
}
