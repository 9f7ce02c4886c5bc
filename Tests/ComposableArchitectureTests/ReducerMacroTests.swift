import ComposableArchitecture
import Testing

/// The child feature of ``ReflectedFeature``.
///
/// It is declared at file scope, not nested in the parent as TCA features often are: the
/// `reflectedCases` extension `@CaseReflectable` generates sits outside the parent, where a
/// sibling type named `Child` does not resolve (see `CaseReflectableMacroTests`).
@Reducer
struct Child {
  struct State: Equatable { var taps = 0 }
  enum Action { case tap }
  var body: some ReducerOf<Self> {
    Reduce { state, _ in
      state.taps += 1
      return .none
    }
  }
}

/// A feature declared as a learner would: `@Reducer` makes it a `Reducer` and its `Action`
/// `@CasePathable` and `@CaseReflectable`.
@Reducer
struct ReflectedFeature {
  struct State: Equatable {
    var child = Child.State()
    var log: [String] = []
  }

  enum Action {
    case a
    case b(Int)
    case c(id: Int, name: String)
    case child(Child.Action)
  }

  // TCA's `@Reducer` adds this attribute itself; the playground's does not yet (see
  // `ReducerMacroTests.bodyGetsAReducerBuilder`), and without it a body of two reducers
  // does not compile.
  @ReducerBuilder<State, Action>
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .a: state.log.append("a")
      case let .b(n): state.log.append("b \(n)")
      case let .c(id, name): state.log.append("c \(id) \(name)")
      case .child: break
      }
      return .none
    }
    Scope(state: \.child, action: \.child) { Child() }
  }
}

/// `@Reducer` leaves an `Action` that is already `@CasePathable` with one conformance.
@Reducer
struct AlreadyPathable {
  @CasePathable
  enum Action { case go }
  func reduce(into state: inout Int, action: Action) -> Effect<Action> {
    state += 1
    return .none
  }
}

private func reflected(_ name: String) throws -> ReflectedCase<ReflectedFeature.Action> {
  try #require(ReflectedFeature.Action.reflectedCases.first { $0.name == name })
}

@Suite struct ReducerMacroTests {
  @Test func actionConformsToCasePathableAndCaseReflectable() {
    let action: Any.Type = ReflectedFeature.Action.self
    #expect(action is any CasePathable.Type)
    #expect(action is any CaseReflectable.Type)
    #expect((ReflectedFeature() as Any) is any Reducer)
  }

  @Test func reflectedCasesListEveryCaseInOrder() {
    #expect(ReflectedFeature.Action.reflectedCases.map(\.name) == ["a", "b", "c", "child"])
  }

  @Test func parametersCarryTheirLabels() {
    let labels = ReflectedFeature.Action.reflectedCases.map { $0.parameters.map(\.label) }
    #expect(labels == [[], [nil], ["id", "name"], [nil]])
  }

  @Test func parametersCarryTypeNamesAsWritten() {
    let names = ReflectedFeature.Action.reflectedCases.map { $0.parameters.map(\.typeName) }
    #expect(names == [[], ["Int"], ["Int", "String"], ["Child.Action"]])
  }

  @Test func parametersCarryTheirTypes() throws {
    #expect(try reflected("b").parameters[0].type == Int.self)
    #expect(try reflected("c").parameters.map { ObjectIdentifier($0.type) } == [ObjectIdentifier(Int.self), ObjectIdentifier(String.self)])
    #expect(try reflected("child").parameters[0].type == Child.Action.self)
  }

  @Test func makeBuildsACaseWithoutPayload() throws {
    #expect(try reflected("a").make([]).is(\.a))
  }

  @Test func makeBuildsAnUnlabelledCase() throws {
    #expect(try reflected("b").make([3])[case: \.b] == 3)
  }

  @Test func makeBuildsALabelledCase() throws {
    let action = try reflected("c").make([7, "Blob"])
    guard case let .c(id, name) = action else {
      Issue.record("expected .c, got \(action)")
      return
    }
    #expect(id == 7)
    #expect(name == "Blob")
  }

  @Test func makeBuildsAChildCase() throws {
    let action = try reflected("child").make([Child.Action.tap])
    #expect(action.is(\.child.tap))
  }

  @MainActor
  @Test func madeActionsRunThroughAStore() throws {
    let store = Store(initialState: ReflectedFeature.State()) { ReflectedFeature() }
    store.send(try reflected("c").make([1, "x"]))
    store.send(try reflected("child").make([Child.Action.tap]))
    #expect(store.state.log == ["c 1 x"])
    #expect(store.state.child.taps == 1)
  }

  @Test func nestedReducerActionIsReflectedToo() {
    #expect(Child.Action.reflectedCases.map(\.name) == ["tap"])
  }

  @MainActor
  @Test func existingCasePathableIsKept() {
    #expect(AlreadyPathable.Action.reflectedCases.map(\.name) == ["go"])
    #expect(AlreadyPathable.Action.go.is(\.go))
    let store = Store(initialState: 0) { AlreadyPathable() }
    store.send(.go)
    #expect(store.state == 1)
  }
}
