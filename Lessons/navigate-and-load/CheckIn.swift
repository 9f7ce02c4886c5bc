import ComposableArchitecture

/// An airline's check-in screen. Tapping "Boarding pass" pushes the pass screen at once, so
/// the tap answers immediately, while the pass itself is issued a moment later. Until then
/// `pass` is `nil` and the pushed screen shows a spinner; `ifLet` runs `BoardingPass` only
/// once it is there.
@Reducer
struct CheckIn {
  @ObservableState
  struct State: Equatable {
    var isShowingPass = false
    var pass: BoardingPass.State?
  }

  enum Action {
    case pass(BoardingPass.Action)
    case passIssued(seat: String)
    /// The navigation link's binding: `true` when the pass screen is pushed, `false` on back.
    case showingPassChanged(Bool)
  }

  @Dependency(\.continuousClock) var clock
  private enum CancelID { case issuePass }

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .pass:
        return .none

      case let .passIssued(seat):
        state.pass = BoardingPass.State(seat: seat)
        return .none

      case .showingPassChanged(true):
        state.isShowingPass = true
        return .run { send in
          // The airline's system takes a moment to issue a pass.
          try await clock.sleep(for: .milliseconds(800))
          await send(.passIssued(seat: "14C"))
        }
        .cancellable(id: CancelID.issuePass)

      case .showingPassChanged(false):
        state.isShowingPass = false
        state.pass = nil
        // Without this, a pass issued after the traveller went back would fill `pass` while
        // no screen shows it.
        return .cancel(id: CancelID.issuePass)
      }
    }
    .ifLet(\.pass, action: \.pass) {
      BoardingPass()
    }
  }
}
