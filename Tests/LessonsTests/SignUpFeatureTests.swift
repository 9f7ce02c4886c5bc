import ComposableArchitecture
import Testing

@testable import Lessons

/// The festival crew's sign-up with `TestStore`: the root pushes the step after each finished
/// one, the account and shifts steps refuse bad input with an alert, the review's sheets
/// correct the shared data and close themselves, and submitting welcomes the volunteer.
///
/// A view binds a shared field to the reference itself, writing with `withLock` and sending no
/// action, so the tests write the fields the same way and assert them with `store.assert`.
@MainActor
struct SignUpFeatureTests {
  let signUpData = Shared(value: SignUpData())
  let store: TestStoreOf<SignUpFeature>

  init() {
    store = TestStore(initialState: SignUpFeature.State(signUpData: signUpData)) {
      SignUpFeature()
    }
  }

  /// Types into the shared sign-up as a step's text fields do, and asserts the edit.
  func type(_ edit: @escaping (inout SignUpData) -> Void) async {
    signUpData.withLock(edit)
    store.assert { $0.$signUpData.withLock(edit) }
  }

  /// Pushes the account step and fills it in.
  func fillInAccount(email: String, password: String, again: String) async {
    await store.send(.signUpButtonTapped) {
      $0.path[id: 0] = .account(AccountStep.State(signUpData: $0.$signUpData))
    }
    await type {
      $0.email = email
      $0.password = password
      $0.passwordAgain = again
    }
  }

  /// Goes through every step to the review, taking `shifts`.
  func reachReview(shifts: Set<Shift> = [.gate]) async {
    await fillInAccount(email: "mo@harbourfest.example", password: "lighthouse", again: "lighthouse")
    await store.send(\.path[id: 0].account.continueButtonTapped)
    await store.receive(\.path[id: 0].account.delegate) {
      $0.path[id: 1] = .profile(ProfileStep.State(signUpData: $0.$signUpData))
    }
    await type { $0.nickname = "Mo" }
    await store.send(\.path[id: 1].profile.continueButtonTapped)
    await store.receive(\.path[id: 1].profile.delegate) {
      $0.path[id: 2] = .shifts(ShiftsStep.State(shifts: $0.$signUpData.shifts))
    }
    await type { $0.shifts = shifts }
    await store.send(\.path[id: 2].shifts.continueButtonTapped)
    await store.receive(\.path[id: 2].shifts.delegate) {
      $0.path[id: 3] = .review(ReviewStep.State(signUpData: $0.$signUpData))
    }
  }

  @Test func eachFinishedStepHasTheRootPushTheNext() async {
    await reachReview(shifts: [.setUp, .cleanUp])
    #expect(store.state.path.ids.elements == [0, 1, 2, 3])
    #expect(signUpData.wrappedValue.shifts == [.setUp, .cleanUp])
  }

  @Test(arguments: [
    ("mo.harbourfest.example", "lighthouse", "lighthouse", #"That email has no "@" in it."#),
    ("mo@harbourfest.example", "buoy", "buoy", "A crew password needs 8 characters or more."),
    ("mo@harbourfest.example", "lighthouse", "lighthoose", "The two passwords don't match; type them again."),
  ])
  func theAccountStepSaysWhatIsWrongAndStays(email: String, password: String, again: String, problem: String) async {
    await fillInAccount(email: email, password: password, again: again)
    await store.send(\.path[id: 0].account.continueButtonTapped) {
      $0.path[id: 0, case: \.account]?.alert = AlertState { TextState(problem) }
    }
    await store.send(\.path[id: 0].account.alert.dismiss) {
      $0.path[id: 0, case: \.account]?.alert = nil
    }
  }

  @Test func theEyeButtonIsTheScreensOwnFieldBoundThroughTheStore() async {
    await store.send(.signUpButtonTapped) {
      $0.path[id: 0] = .account(AccountStep.State(signUpData: $0.$signUpData))
    }
    await store.send(\.path[id: 0].account.binding.showsPassword, true) {
      $0.path[id: 0, case: \.account]?.showsPassword = true
    }
  }

  nonisolated static let badShifts: [(Set<Shift>, String)] = [
    ([], "The crew needs you for one shift at least."),
    ([.setUp, .gate, .stage, .cleanUp], "Three shifts is the most one volunteer may take."),
  ]

  @Test(arguments: badShifts)
  func theShiftsStepWantsOneToThreeShifts(shifts: Set<Shift>, problem: String) async {
    await reachReview()
    await store.send(\.path.popFrom, 3) {
      $0.path.removeLast()
    }
    await type { $0.shifts = shifts }
    await store.send(\.path[id: 2].shifts.continueButtonTapped) {
      $0.path[id: 2, case: \.shifts]?.alert = AlertState { TextState(problem) }
    }
    #expect(store.state.path.ids.elements == [0, 1, 2])
  }

  /// A sheet's state is written with the test's own reference: `$0.$signUpData` inside an
  /// assignment to `$0.path` would read the state while the assignment writes it.
  @Test func aSheetFromTheReviewCorrectsTheSharedDataAndClosesItself() async {
    await reachReview()

    await store.send(\.path[id: 3].review.editButtonTapped, .profile) {
      $0.path[id: 3, case: \.review]?.destination = .profile(
        ProfileStep.State(returnsToReview: true, signUpData: signUpData)
      )
    }
    await type { $0.phone = "0151 555 0199" }
    await store.send(\.path[id: 3].review.destination.profile.continueButtonTapped)
    await store.receive(\.path[id: 3].review.destination.dismiss) {
      $0.path[id: 3, case: \.review]?.destination = nil
    }

    await store.send(\.path[id: 3].review.editButtonTapped, .shifts) {
      $0.path[id: 3, case: \.review]?.destination = .shifts(
        ShiftsStep.State(returnsToReview: true, shifts: signUpData.shifts)
      )
    }
    await type { $0.shifts = [.foodStall] }
    await store.send(\.path[id: 3].review.destination.shifts.continueButtonTapped)
    await store.receive(\.path[id: 3].review.destination.dismiss) {
      $0.path[id: 3, case: \.review]?.destination = nil
    }
    #expect(store.state.path.ids.elements == [0, 1, 2, 3])
    #expect(signUpData.wrappedValue.phone == "0151 555 0199")
  }

  @Test func aSheetWithABadCorrectionStaysOpenWithItsAlert() async {
    await reachReview()
    await store.send(\.path[id: 3].review.editButtonTapped, .account) {
      $0.path[id: 3, case: \.review]?.destination = .account(
        AccountStep.State(returnsToReview: true, signUpData: signUpData)
      )
    }
    await type { $0.passwordAgain = "lighthous" }
    await store.send(\.path[id: 3].review.destination.account.continueButtonTapped) {
      $0.path[id: 3, case: \.review]?.destination = .account(
        AccountStep.State(
          alert: AlertState { TextState("The two passwords don't match; type them again.") },
          returnsToReview: true,
          signUpData: signUpData
        )
      )
    }
    await store.send(\.path[id: 3].review.destination.dismiss) {
      $0.path[id: 3, case: \.review]?.destination = nil
    }
  }

  @Test(arguments: [("Mo", "Welcome aboard, Mo! Your shifts are booked."), ("", "Welcome aboard, volunteer! Your shifts are booked.")])
  func submittingWelcomesTheVolunteerByNickname(nickname: String, welcome: String) async {
    await reachReview()
    await type { $0.nickname = nickname }
    await store.send(\.path[id: 3].review.submitButtonTapped) {
      $0.path[id: 3, case: \.review]?.destination = .alert(AlertState { TextState(welcome) })
    }
  }

  /// The tutorial's pitfall screen, wrong on purpose: its parent answers the step's delegate by
  /// sending it again, so one tap loops until the store's guard stops the `send`.
  @Test func theLoopPitfallSendsItsDelegateBackUntilTheGuardStopsIt() async {
    let store = Store(initialState: SignUpFeature.State(signUpData: signUpData)) { SignUpFeature() }
    var looped: [(action: SignUpFeature.Action, count: Int)] = []
    store.onEvent = { event in
      if case let .runawayLoop(action, count) = event { looped.append((action, count)) }
    }
    store.send(.loopPitfallButtonTapped)
    #expect(store.state.path.ids == [0])
    store.send(.path(.element(id: 0, action: .loopPitfall(.step(.continueButtonTapped)))))
    #expect(looped.count == 1)
    #expect(looped.first?.count == store.synchronousActionLimit)
    guard case .path(.element(id: 0, action: .loopPitfall(.step(.delegate(.finished))))) = looped.first?.action else {
      Issue.record("the loop is not the delegate sent back: \(String(describing: looped.first?.action))")
      return
    }
  }
}
