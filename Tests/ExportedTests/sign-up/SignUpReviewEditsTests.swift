import ComposableArchitecture
import Testing

// Lessons is the playground's module: replace it with your module that defines SignUpFeature.
@testable import Lessons

@MainActor
struct SignUpReviewEditsTests {
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
    store.state.$signUpData.withLock { $0.nickname = "Mo" }
    store.assert {
      $0.$signUpData.withLock { $0.nickname = "Mo" }
    }
    store.state.$signUpData.withLock { $0.phone = "0151 555 0199" }
    store.assert {
      $0.$signUpData.withLock { $0.phone = "0151 555 0199" }
    }
    await store.send(.path(.element(id: 1, action: .profile(.continueButtonTapped))))
    await store.receive(\.path[id: 1].profile.delegate, .finished) {
      $0.path[id: 2] = .shifts(ShiftsStep.State(alert: nil, returnsToReview: false, shifts: $0.$signUpData.shifts))
    }
    store.state.$signUpData.withLock { $0.shifts = [.gate] }
    store.assert {
      $0.$signUpData.withLock { $0.shifts = [.gate] }
    }
    await store.send(.path(.element(id: 2, action: .shifts(.continueButtonTapped))))
    await store.receive(\.path[id: 2].shifts.delegate, .finished) {
      $0.path[id: 3] = .review(ReviewStep.State(destination: nil, signUpData: $0.$signUpData))
    }
    await store.send(.path(.element(id: 3, action: .review(.editButtonTapped(.profile))))) {
      let signUpData = $0.$signUpData
      $0.path[id: 3, case: \.review]?.destination = .profile(ProfileStep.State(returnsToReview: true, signUpData: signUpData))
    }
    store.state.$signUpData.withLock { $0.nickname = "Momo" }
    store.assert {
      $0.$signUpData.withLock { $0.nickname = "Momo" }
    }
    await store.send(.path(.element(id: 3, action: .review(.destination(.presented(.profile(.continueButtonTapped)))))))
    await store.receive(\.path[id: 3].review.destination.dismiss) {
      $0.path[id: 3, case: \.review]?.destination = nil
    }
    await store.send(.path(.element(id: 3, action: .review(.editButtonTapped(.shifts))))) {
      let signUpData = $0.$signUpData
      $0.path[id: 3, case: \.review]?.destination = .shifts(ShiftsStep.State(alert: nil, returnsToReview: true, shifts: signUpData.shifts))
    }
    store.state.$signUpData.withLock { $0.shifts = [] }
    store.assert {
      $0.$signUpData.withLock { $0.shifts = [] }
    }
    await store.send(.path(.element(id: 3, action: .review(.destination(.presented(.shifts(.continueButtonTapped))))))) {
      let signUpData = $0.$signUpData
      $0.path[id: 3, case: \.review]?.destination = .shifts(ShiftsStep.State(alert: AlertState { TextState("The crew needs you for one shift at least.") }, returnsToReview: true, shifts: signUpData.shifts))
    }
    await store.send(.path(.element(id: 3, action: .review(.destination(.presented(.shifts(.alert(.dismiss)))))))) {
      let signUpData = $0.$signUpData
      $0.path[id: 3, case: \.review]?.destination = .shifts(ShiftsStep.State(alert: nil, returnsToReview: true, shifts: signUpData.shifts))
    }
    store.state.$signUpData.withLock { $0.shifts = [.cleanUp, .gate, .setUp, .stage] }
    store.assert {
      $0.$signUpData.withLock { $0.shifts = [.cleanUp, .gate, .setUp, .stage] }
    }
    await store.send(.path(.element(id: 3, action: .review(.destination(.presented(.shifts(.continueButtonTapped))))))) {
      let signUpData = $0.$signUpData
      $0.path[id: 3, case: \.review]?.destination = .shifts(ShiftsStep.State(alert: AlertState { TextState("Three shifts is the most one volunteer may take.") }, returnsToReview: true, shifts: signUpData.shifts))
    }
    await store.send(.path(.element(id: 3, action: .review(.destination(.presented(.shifts(.alert(.dismiss)))))))) {
      let signUpData = $0.$signUpData
      $0.path[id: 3, case: \.review]?.destination = .shifts(ShiftsStep.State(alert: nil, returnsToReview: true, shifts: signUpData.shifts))
    }
    store.state.$signUpData.withLock { $0.shifts = [.cleanUp, .stage] }
    store.assert {
      $0.$signUpData.withLock { $0.shifts = [.cleanUp, .stage] }
    }
    await store.send(.path(.element(id: 3, action: .review(.destination(.presented(.shifts(.continueButtonTapped)))))))
    await store.receive(\.path[id: 3].review.destination.dismiss) {
      $0.path[id: 3, case: \.review]?.destination = nil
    }
    await store.send(.path(.element(id: 3, action: .review(.editButtonTapped(.account))))) {
      let signUpData = $0.$signUpData
      $0.path[id: 3, case: \.review]?.destination = .account(AccountStep.State(alert: nil, returnsToReview: true, showsPassword: false, signUpData: signUpData))
    }
    store.state.$signUpData.withLock { $0.passwordAgain = "lighthous" }
    store.assert {
      $0.$signUpData.withLock { $0.passwordAgain = "lighthous" }
    }
    await store.send(.path(.element(id: 3, action: .review(.destination(.presented(.account(.continueButtonTapped))))))) {
      let signUpData = $0.$signUpData
      $0.path[id: 3, case: \.review]?.destination = .account(AccountStep.State(alert: AlertState { TextState("The two passwords don\'t match; type them again.") }, returnsToReview: true, showsPassword: false, signUpData: signUpData))
    }
    await store.send(.path(.element(id: 3, action: .review(.destination(.presented(.account(.alert(.dismiss)))))))) {
      let signUpData = $0.$signUpData
      $0.path[id: 3, case: \.review]?.destination = .account(AccountStep.State(alert: nil, returnsToReview: true, showsPassword: false, signUpData: signUpData))
    }
    await store.send(.path(.element(id: 3, action: .review(.destination(.dismiss))))) {
      $0.path[id: 3, case: \.review]?.destination = nil
    }
    await store.send(.path(.element(id: 3, action: .review(.submitButtonTapped)))) {
      $0.path[id: 3, case: \.review]?.destination = .alert(AlertState { TextState("Welcome aboard, Momo! Your shifts are booked.") })
    }
    await store.send(.path(.element(id: 3, action: .review(.destination(.dismiss))))) {
      $0.path[id: 3, case: \.review]?.destination = nil
    }
    await store.send(.path(.popFrom(id: 3))) {
      $0.path[id: 3] = nil
    }
    await store.finish()
  }
}
