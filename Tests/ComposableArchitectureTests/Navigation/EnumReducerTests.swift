import ComposableArchitecture
import Testing

/// A destination declared as a TCA app declares one, with an alert and a case of plain state.
@Reducer
enum Destination {
  case ticker(Ticker)
  case note(Note)
  case alert(AlertState<Alert>)
  @ReducerCaseIgnored
  case message(String)

  enum Alert: Equatable {
    case confirm
    case inner(Inner)

    enum Inner: Equatable {
      case deep
    }
  }
}

extension Destination.State: Equatable {}
extension Destination.Action: Equatable {}

@MainActor
@Suite struct EnumReducerTests {
  @Test func stateAndActionHaveACasePerFeature() {
    #expect(Destination.State.reflectedCases.map(\.name) == ["ticker", "note", "alert", "message"])
    #expect(Destination.Action.reflectedCases.map(\.name) == ["ticker", "note", "alert", "message"])
    #expect(Destination.Action.reflectedCases.map { $0.parameters.first?.typeName } == [
      "Ticker.Action", "Note.Action", "Alert", "Swift.Never",
    ])
    #expect(Destination.State.ticker(Ticker.State()).is(\.ticker))
    #expect(Destination.State.note(Note.State(text: "a")).note?.text == "a", "dynamic member lookup on cases")
  }

  @Test func bodyRunsTheFeatureOfTheCurrentCase() {
    let store = Store(initialState: Destination.State.note(Note.State())) { Destination.body }
    store.send(.note(.edit("hello")))
    #expect(store.state == .note(Note.State(text: "hello")))
  }

  /// As in TCA 1.25, the generated `body` is an `ifCaseLet` per feature on an empty reducer,
  /// erased to `Reduce`, not a `Scope` per case.
  @Test func bodyIsIfCaseLetErasedToReduce() {
    #expect(type(of: Destination.body) == Reduce<Destination.State, Destination.Action>.self)
  }

  /// An action for a feature whose case is not the current one is reported with `ifCaseLet`'s
  /// warning, as TCA's generated body reports it, and changes nothing.
  @Test func actionForAnotherCaseIsReportedAndChangesNothing() {
    let issues = IssueMessages()
    let store = Store(initialState: Destination.State.message("hi")) { Destination.body }
    withIssueReporters([issues]) {
      _ = store.send(.ticker(.tick))
    }
    #expect(store.state == .message("hi"))
    #expect(
      issues.messages.map(elidingLines) == [
        """
        An "ifCaseLet" at "ComposableArchitectureTests/EnumReducerTests.swift:LINE" received a \
        child action when child state was set to a different case.

          Action:
            Destination.Action.ticker(.tick)
          State:
            Destination.State.message("hi")

        \(anotherCaseExplanation("Destination.State", runner: "child's reducer"))
        """
      ]
    )
  }

  @Test func stateIsAnEnumReducerState() {
    #expect(ObjectIdentifier(Destination.State.StateReducer.self) == ObjectIdentifier(Destination.self))
    #expect(Destination.State.self is any ObservableState.Type)
  }

  /// Enums nested in reflected enums are reflected at any depth, so the shell can build
  /// `.alert(.inner(.deep))`.
  @Test func nestedEnumsAreReflectedAtAnyDepth() throws {
    #expect(Destination.Alert.reflectedCases.map(\.name) == ["confirm", "inner"])
    let deep = try #require(Destination.Alert.Inner.reflectedCases.first)
    #expect(deep.name == "deep")
    let inner = try #require(Destination.Alert.reflectedCases.last)
    #expect(inner.make([deep.make([])]) == .inner(.deep))
  }
}

/// A feature whose delegate action nests an enum two levels below `Action`.
@Reducer
struct DeeplyNested {
  struct State: Equatable {}
  enum Action {
    case delegate(Delegate)

    enum Delegate: Equatable {
      case finished(Reason)

      enum Reason: Equatable {
        case saved
      }
    }
  }

  var body: some ReducerOf<Self> { EmptyReducer() }
}

@Suite struct NestedReflectionTests {
  @Test func enumsTwoLevelsBelowActionAreReflected() throws {
    let saved = try #require(DeeplyNested.Action.Delegate.Reason.reflectedCases.first)
    let finished = try #require(DeeplyNested.Action.Delegate.reflectedCases.first)
    #expect(finished.make([saved.make([])]) == .finished(.saved))
  }
}
