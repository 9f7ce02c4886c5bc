import ComposableArchitecture
import Testing

/// A feature declared as a learner would: `@Reducer` makes it a `Reducer`, gives `body` its
/// `@ReducerBuilder` (so a body of several reducers compiles), and makes `Action`
/// `@CasePathable` and `@CaseReflectable`.
@Reducer
struct ReflectedFeature {
  /// Nested in the parent, as TCA features often are: `case child(Child.Action)` must still
  /// resolve in the generated case list.
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

  struct State: Equatable {
    var child = Child.State()
    var log: [String] = []
  }

  enum Action {
    case a
    case b(Int)
    case c(id: Int, name: String)
    case child(Child.Action)
    case delegate(Delegate)

    enum Delegate: Equatable { case finished }
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .a: state.log.append("a")
      case let .b(n): state.log.append("b \(n)")
      case let .c(id, name): state.log.append("c \(id) \(name)")
      case .child, .delegate: break
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
  var body: some Reducer<Int, Action> {
    Reduce { state, _ in
      state += 1
      return .none
    }
  }
}

/// A private feature: the generated members must be no more visible than the feature.
@Reducer
private struct PrivateFeature {
  struct State: Equatable { var count = 0 }
  enum Action { case increment }
  var body: some ReducerOf<Self> {
    Reduce { state, _ in
      state.count += 1
      return .none
    }
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
    #expect(ReflectedFeature.Action.reflectedCases.map(\.name) == ["a", "b", "c", "child", "delegate"])
  }

  @Test func parametersCarryTheirLabels() {
    let labels = ReflectedFeature.Action.reflectedCases.map { $0.parameters.map(\.label) }
    #expect(labels == [[], [nil], ["id", "name"], [nil], [nil]])
  }

  @Test func parametersCarryTypeNamesAsWritten() {
    let names = ReflectedFeature.Action.reflectedCases.map { $0.parameters.map(\.typeName) }
    #expect(names == [[], ["Int"], ["Int", "String"], ["Child.Action"], ["Delegate"]])
  }

  @Test func parametersCarryTheirTypes() throws {
    #expect(try reflected("b").parameters[0].type == Int.self)
    #expect(
      try reflected("c").parameters.map { ObjectIdentifier($0.type) }
        == [ObjectIdentifier(Int.self), ObjectIdentifier(String.self)]
    )
    #expect(try reflected("child").parameters[0].type == ReflectedFeature.Child.Action.self)
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
    let action = try reflected("child").make([ReflectedFeature.Child.Action.tap])
    #expect(action.is(\.child.tap))
  }

  @MainActor
  @Test func madeActionsRunThroughAStore() throws {
    let store = Store(initialState: ReflectedFeature.State()) { ReflectedFeature() }
    store.send(try reflected("c").make([1, "x"]))
    store.send(try reflected("child").make([ReflectedFeature.Child.Action.tap]))
    #expect(store.state.log == ["c 1 x"])
    #expect(store.state.child.taps == 1)
  }

  @Test func childFeatureActionIsReflectedToo() {
    #expect(ReflectedFeature.Child.Action.reflectedCases.map(\.name) == ["tap"])
  }

  /// Enums nested in `Action`, such as `Delegate`, are reflected so the shell can build
  /// `.delegate(.finished)`.
  @Test func enumNestedInActionIsReflected() throws {
    let finished = try #require(ReflectedFeature.Action.Delegate.reflectedCases.first)
    #expect(ReflectedFeature.Action.Delegate.reflectedCases.map(\.name) == ["finished"])
    let action = try reflected("delegate").make([finished.make([])])
    #expect(action[case: \.delegate] == .finished)
  }

  @MainActor
  @Test func existingCasePathableIsKept() {
    #expect(AlreadyPathable.Action.reflectedCases.map(\.name) == ["go"])
    #expect(AlreadyPathable.Action.go.is(\.go))
    let store = Store(initialState: 0) { AlreadyPathable() }
    store.send(.go)
    #expect(store.state == 1)
  }

  @MainActor
  @Test func privateFeatureWorks() {
    #expect(PrivateFeature.Action.reflectedCases.map(\.name) == ["increment"])
    let store = Store(initialState: PrivateFeature.State()) { PrivateFeature() }
    store.send(PrivateFeature.Action.reflectedCases[0].make([]))
    #expect(store.state.count == 1)
  }
}
