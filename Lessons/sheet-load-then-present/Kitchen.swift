import ComposableArchitecture

/// A kitchen display. "Show recipe" fetches the recipe first, with a spinner on the button,
/// and presents the recipe sheet only once the steps are in: the sheet never shows empty.
@Reducer
struct Kitchen {
  @ObservableState
  struct State: Equatable {
    var dish = "Lentil soup"
    var isFetching = false
    var problem: String?
    @Presents var recipe: RecipeCard.State?
  }

  enum Action {
    case recipe(PresentationAction<RecipeCard.Action>)
    case recipeFetched(Result<[String], any Error>)
    case showRecipeButtonTapped
  }

  @Dependency(\.recipeBook) var recipeBook

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .recipe:
        return .none

      case let .recipeFetched(.failure(error)):
        state.isFetching = false
        state.problem = error.localizedDescription
        return .none

      case let .recipeFetched(.success(steps)):
        state.isFetching = false
        state.recipe = RecipeCard.State(dish: state.dish, steps: steps)
        return .none

      case .showRecipeButtonTapped:
        // A second tap while the spinner turns would start a second fetch, and present the
        // sheet twice over: the tap is ignored until the first fetch answers.
        guard !state.isFetching else { return .none }
        state.isFetching = true
        state.problem = nil
        return .run { [dish = state.dish] send in
          await send(.recipeFetched(Result { try await recipeBook.steps(dish) }))
        }
      }
    }
    .ifLet(\.$recipe, action: \.recipe) {
      RecipeCard()
    }
  }
}
