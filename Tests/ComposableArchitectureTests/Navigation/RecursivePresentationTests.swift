import ComposableArchitecture
import Testing

/// A screen that presents another of itself, as far down as you go: its state holds an optional
/// state of its own type, through `@Presents`.
@Reducer
struct NestedScreen {
  @ObservableState
  struct State: Equatable {
    var depth = 0
    @Presents var child: State?
  }

  enum Action {
    indirect case child(PresentationAction<Action>)
    case presentButtonTapped
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .child:
        return .none
      case .presentButtonTapped:
        var child = State()
        child.depth = state.depth + 1
        state.child = child
        return .none
      }
    }
    .ifLet(\.$child, action: \.child) {
      Self()
    }
  }
}

@MainActor
@Suite struct RecursivePresentationTests {
  private func screen(depth: Int, child: NestedScreen.State? = nil) -> NestedScreen.State {
    var state = NestedScreen.State()
    state.depth = depth
    state.child = child
    return state
  }

  @Test func presentedStateOfItsOwnTypeRunsItsOwnReducer() async {
    let store = TestStore(initialState: NestedScreen.State()) { NestedScreen() }
    await store.send(.presentButtonTapped) {
      $0.child = self.screen(depth: 1)
    }
    await store.send(\.child.presentButtonTapped) {
      $0.child = self.screen(depth: 1, child: self.screen(depth: 2))
    }
    await store.send(\.child.child.dismiss) {
      $0.child?.child = nil
    }
    await store.send(\.child.dismiss) {
      $0.child = nil
    }
  }

  /// Copies of a state are independent, although the presented value is kept in a box.
  @Test func copiesAreIndependent() {
    var original = screen(depth: 0, child: screen(depth: 1))
    let copy = original
    original.child?.depth = 5
    #expect(copy.child?.depth == 1)
    #expect(original.child?.depth == 5)
    #expect(original != copy)
    original.child?.depth = 1
    #expect(original == copy)
  }
}
