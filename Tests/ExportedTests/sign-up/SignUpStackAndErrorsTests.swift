import ComposableArchitecture
import Testing

// Lessons is the playground's module: replace it with your module that defines SignUpFeature.
@testable import Lessons

@MainActor
struct SignUpStackAndErrorsTests {
  @Test func session() async {
    let store = TestStore(initialState: SignUpFeature.State(signUpData: Shared(value: SignUpData()))) {
      SignUpFeature()
    }

    await store.send(.signUpButtonTapped) {
      $0.path[id: 0] = .basics(BasicsFeature.State(alert: nil, isEditingFromSummary: false, signUpData: $0.$signUpData))
    }
    store.state.$signUpData.withLock { $0.email = "blob" }
    store.assert {
      $0.$signUpData.withLock { $0.email = "blob" }
    }
    await store.send(.path(.element(id: 0, action: .basics(.nextButtonTapped)))) {
      $0.path[id: 0, case: \.basics]?.alert = AlertState { TextState("Please enter an email address with an \"@\".") }
    }
    await withKnownIssue {
      await store.send(.path(.element(id: 7, action: .basics(.nextButtonTapped))))
    }
    await store.send(.path(.element(id: 0, action: .basics(.alert(.dismiss))))) {
      $0.path[id: 0, case: \.basics]?.alert = nil
    }
    await store.send(.path(.popFrom(id: 0))) {
      $0.path[id: 0] = nil
    }
    await store.send(.signUpButtonTapped) {
      $0.path[id: 1] = .basics(BasicsFeature.State(alert: nil, isEditingFromSummary: false, signUpData: $0.$signUpData))
    }
    await store.send(.path(.popFrom(id: 1))) {
      $0.path[id: 1] = nil
    }
    await store.finish()
  }
}
