import ComposableArchitecture

/// The presented sheet: a recipe's steps, scaled to the servings asked for; "Done" closes it.
@Reducer
struct RecipeCard {
  @ObservableState
  struct State: Equatable {
    let dish: String
    let steps: [String]
    var servings = 2
  }

  enum Action {
    case addServingButtonTapped
    case doneButtonTapped
  }

  @Dependency(\.dismiss) var dismiss

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .addServingButtonTapped:
        state.servings += 1
        return .none

      case .doneButtonTapped:
        return .run { _ in await dismiss() }
      }
    }
  }
}
