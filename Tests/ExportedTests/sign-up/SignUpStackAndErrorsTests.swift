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
      $0.path[id: 0] = .account(AccountStep.State(alert: nil, returnsToReview: false, showsPassword: false, signUpData: $0.$signUpData))
    }
    store.state.$signUpData.withLock { $0.email = "mo" }
    store.assert {
      $0.$signUpData.withLock { $0.email = "mo" }
    }
    await store.send(.path(.element(id: 0, action: .account(.continueButtonTapped)))) {
      $0.path[id: 0, case: \.account]?.alert = AlertState { TextState("That email has no \"@\" in it.") }
    }
    await withKnownIssue {
      await store.send(.path(.element(id: 7, action: .account(.continueButtonTapped))))
    }
    await store.send(.path(.element(id: 0, action: .account(.alert(.dismiss))))) {
      $0.path[id: 0, case: \.account]?.alert = nil
    }
    await store.send(.path(.popFrom(id: 0))) {
      $0.path[id: 0] = nil
    }
    await store.send(.signUpButtonTapped) {
      $0.path[id: 1] = .account(AccountStep.State(alert: nil, returnsToReview: false, showsPassword: false, signUpData: $0.$signUpData))
    }
    await store.send(.path(.popFrom(id: 1))) {
      $0.path[id: 1] = nil
    }
    await store.finish()
  }
}
