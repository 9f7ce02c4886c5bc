import ComposableArchitecture
import Testing

/// A step of a sign-up flow that edits data its parent shares, as TCA's onboarding case study.
@Reducer
private struct SharedForm {
  @ObservableState
  struct State: Equatable {
    @Shared var tally: Tally
  }

  enum Action: BindableAction {
    case binding(BindingAction<State>)
  }

  var body: some ReducerOf<Self> {
    BindingReducer()
  }
}

/// Bindings reach through `@Shared` into the shared value, and write through to every holder.
@MainActor
@Suite struct SharedBindingTests {
  @Test func aPathThroughSharedResolvesIntoTheSharedValue() throws {
    #expect(BindableProperties.properties(of: SharedForm.State.self).map(\.name) == ["tally"])
    let property = try BindableProperties.resolve(["tally", "count"], in: SharedForm.State.self)
    #expect(property.valueType is Int.Type)
    #expect(BindableProperties.names(of: property.keyPath) == ["tally", "count"])
  }

  @Test func aBindingThroughSharedWritesToTheParentsReference() throws {
    let parent = Shared(value: Tally())
    let store = Store(initialState: SharedForm.State(tally: parent)) { SharedForm() }
    let property = try BindableProperties.resolve(["tally", "count"], in: SharedForm.State.self)
    store.send(.binding(try #require(BindingAction<SharedForm.State>._set(property, 7))))
    #expect(parent.wrappedValue.count == 7)
    #expect(store.state.tally.count == 7)
  }
}
