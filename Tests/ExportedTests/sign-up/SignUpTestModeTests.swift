import ComposableArchitecture
import Testing

// Lessons is the playground's module: replace it with your module that defines SignUpFeature.
@testable import Lessons

@MainActor
struct SignUpTestModeTests {
  @Test func session() async {
    let store = TestStore(initialState: SignUpFeature.State(signUpData: Shared(value: SignUpData()))) {
      SignUpFeature()
    }

    await withKnownIssue {
      await store.send(.signUpButtonTapped)
    }
    await store.send(.signUpButtonTapped) {
      $0.path[id: 1] = .account(AccountStep.State(alert: nil, returnsToReview: false, showsPassword: false, signUpData: $0.$signUpData))
    }
    await store.send(.path(.popFrom(id: 1))) {
      $0.path[id: 1] = nil
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
    await store.receive(\.path[id: 0].account.delegate) {
      $0.path[id: 2] = .profile(ProfileStep.State(returnsToReview: false, signUpData: $0.$signUpData))
    }
    store.exhaustivity = .off
    store.state.$signUpData.withLock { $0.nickname = "Mo" }
    await store.send(.path(.element(id: 2, action: .profile(.continueButtonTapped))))
    store.state.$signUpData.withLock { $0.shifts = [.gate] }
    await store.send(.path(.element(id: 3, action: .shifts(.continueButtonTapped))))
    store.exhaustivity = .on
    await store.skipReceivedActions()
    await store.send(.path(.element(id: 4, action: .review(.editButtonTapped(.account))))) {
      let signUpData = $0.$signUpData
      $0.path[id: 4, case: \.review]?.destination = .account(AccountStep.State(alert: nil, returnsToReview: true, showsPassword: false, signUpData: signUpData))
    }
    await store.send(.path(.element(id: 4, action: .review(.destination(.presented(.account(.continueButtonTapped)))))))
    await store.receive(\.path[id: 4].review.destination.dismiss) {
      $0.path[id: 4, case: \.review]?.destination = nil
    }
    await store.finish()
    store.state.$signUpData.withLock { $0.phone = "0151 555 0199" }
    withKnownIssue {
      store.assert {
        $0.$signUpData.withLock { $0.phone = "0151 555 019" }
      }
    }
    store.assert {
      $0.$signUpData.withLock { $0.phone = "0151 555 0199" }
    }
    store.state.$signUpData.withLock { $0.email = "mo@example.com" }
    await store.finish()
  }
}
