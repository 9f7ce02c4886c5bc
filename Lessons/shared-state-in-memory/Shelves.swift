import ComposableArchitecture

/// The shelves: each product has a button that puts one in the basket.
@Reducer
struct Shelves {
  @ObservableState
  struct State: Equatable {
    @Shared(.basket) var basket: [Product] = []
  }

  enum Action {
    case addToBasketTapped(Product)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .addToBasketTapped(product):
        state.$basket.withLock { $0.append(product) }
        return .none
      }
    }
  }
}
