import ComposableArchitecture

/// ⚠️ A PITFALL, KEPT ON PURPOSE. Never answer a delegate action this way.
///
/// The tutorial's last step pushes this screen to show what the TCA guides warn about: a parent
/// that answers its child's `.delegate(.finished)` by sending `.delegate(.finished)`
/// again, instead of acting on it as `SignUpFeature` does (it pushes the next step). The action
/// it sends comes back to the same `case`, which sends it again: a loop with no end, which in
/// an app would hang the main thread. The playground's store stops one `send` after 1,000
/// actions and prints an `error:` line naming the action.
@Reducer
struct DelegateLoopPitfall {
  @ObservableState
  struct State: Equatable {
    var step = LoopPitfallStep.State()
  }

  enum Action {
    case step(LoopPitfallStep.Action)
  }

  var body: some ReducerOf<Self> {
    Scope(\.step, action: \.step) {
      LoopPitfallStep()
    }
    Reduce { state, action in
      switch action {
      case .step(.delegate(.finished)):
        // ⚠️ The pitfall: the delegate is re-forwarded to the child it came from, so this
        // case runs again, and again. Act on it instead: push, dismiss, save.
        return .send(.step(.delegate(.finished)))

      case .step:
        return .none
      }
    }
  }
}

/// The child: a step whose continue button asks its parent to move on, as `AccountStep` does.
@Reducer
struct LoopPitfallStep {
  @ObservableState
  struct State: Equatable {}

  enum Action {
    case delegate(Delegate)
    case continueButtonTapped

    enum Delegate {
      case finished
    }
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .delegate:
        return .none

      case .continueButtonTapped:
        return .send(.delegate(.finished))
      }
    }
  }
}
