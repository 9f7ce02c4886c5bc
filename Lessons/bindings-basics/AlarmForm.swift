import ComposableArchitecture

/// An alarm's settings, bound by hand: each control (a text field, a toggle, a stepper, a
/// slider) sends an action of its own with the new value, and the reducer writes it, or not.
/// A view's binding reads the state back, so what the reducer refuses never shows.
@Reducer
struct AlarmForm {
  @ObservableState
  struct State: Equatable {
    var label = ""
    var snoozeCount = 3
    var vibrates = false
    var volume = 0.5
  }

  enum Action {
    case labelChanged(String)
    case snoozeCountChanged(Int)
    case vibratesToggled(Bool)
    case volumeChanged(Double)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .labelChanged(label):
        state.label = label
        return .none

      case let .snoozeCountChanged(count):
        state.snoozeCount = count
        return .none

      case let .vibratesToggled(isOn):
        // A silent alarm must vibrate, or it wakes nobody: the switch stays on.
        state.vibrates = isOn || state.volume == 0
        return .none

      case let .volumeChanged(volume):
        state.volume = volume
        if state.volume == 0 {
          state.vibrates = true
        }
        return .none
      }
    }
  }
}
