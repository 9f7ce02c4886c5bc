import ComposableArchitecture
import Testing

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
    await withKnownIssue {
      await store.send(.path(.element(id: 0, action: .loopPitfall(.step(.nextButtonTapped)))))
    }
    await store.skipReceivedActions()
    await withKnownIssue {
      await store.send(.path(.element(id: 0, action: .loopPitfall(.step(.nextButtonTapped)))))
    }
    await store.skipReceivedActions()
    await store.send(.path(.popFrom(id: 0))) {
      $0.path[id: 0] = nil
    }
    await store.send(.signUpButtonTapped) {
      $0.path[id: 1] = .basics(BasicsFeature.State(alert: nil, isEditingFromSummary: false, signUpData: $0.$signUpData))
    }
    await store.finish()
  }
}
