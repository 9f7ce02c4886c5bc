import ComposableArchitecture
import Testing

/// A destination that declares its own `Action`, as SyncUps' `SyncUpDetail.Destination` does:
/// the alert case is ignored by `@Reducer`, so the enum says what its actions are.
@Reducer
enum EditDestination {
  @ReducerCaseIgnored case alert(AlertState<Alert>)
  case edit(Note)

  @CasePathable
  enum Action {
    case alert(Alert)
    case edit(Note.Action)
  }

  @CasePathable
  enum Alert: Equatable {
    case confirmDeletion
  }
}

extension EditDestination.State: Equatable {}

/// A feature presenting that destination, as `SyncUpDetail` does.
@Reducer
struct EditDetail {
  @ObservableState
  struct State: Equatable {
    @Presents var destination: EditDestination.State?
    var deleted = false
  }

  enum Action {
    case deleteButtonTapped
    case destination(PresentationAction<EditDestination.Action>)
    case editButtonTapped
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .deleteButtonTapped:
        state.destination = .alert(AlertState { TextState("Delete?") })
        return .none
      case .destination(.presented(.alert(.confirmDeletion))):
        state.deleted = true
        return .none
      case .destination:
        return .none
      case .editButtonTapped:
        state.destination = .edit(Note.State())
        return .none
      }
    }
    .ifLet(\.$destination, action: \.destination)
  }
}

/// An enum reducer with its own `body`, as TicTacToe's `TicTacToe` switches between logging in
/// and a new game.
@Reducer
enum Screen {
  case note(Note)
  case ticker(Ticker)

  static var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .note(.edit("tick")):
        state = .ticker(Ticker.State())
        return .none
      case .note, .ticker:
        return .none
      }
    }
    .ifCaseLet(\.note, action: \.note) {
      Note()
    }
    .ifCaseLet(\.ticker, action: \.ticker) {
      Ticker()
    }
  }
}

extension Screen.State: Equatable {}

@MainActor
@Suite struct EnumReducerDeclaredPartsTests {
  /// The declared `Action` is used as it is; the generated `State` still has the ignored alert
  /// as plain state.
  @Test func declaredActionIsKeptAndStateIsGenerated() {
    #expect(EditDestination.Action.reflectedCases.map(\.name) == ["alert", "edit"])
    #expect(EditDestination.Action.reflectedCases.first?.parameters.first?.typeName == "Alert")
    #expect(EditDestination.State.reflectedCases.map(\.name) == ["alert", "edit"])
    #expect(EditDestination.State.edit(Note.State(text: "a")).edit?.text == "a")
  }

  @Test func generatedBodyRunsTheFeatureCaseWithTheDeclaredAction() async {
    let store = TestStore(initialState: EditDetail.State()) { EditDetail() }
    await store.send(.editButtonTapped) {
      $0.destination = .edit(Note.State())
    }
    await store.send(\.destination.edit.edit, "Standup") {
      $0.destination = .edit(Note.State(text: "Standup"))
    }
  }

  @Test func ignoredAlertCaseTakesItsActionsAndIsDismissedByIfLet() async {
    let store = TestStore(initialState: EditDetail.State()) { EditDetail() }
    await store.send(.deleteButtonTapped) {
      $0.destination = .alert(AlertState { TextState("Delete?") })
    }
    await store.send(\.destination.alert.confirmDeletion) {
      $0.destination = nil
      $0.deleted = true
    }
  }

  @Test func declaredBodyIsTheEnumsBody() async {
    let store = TestStore(initialState: Screen.State.note(Note.State())) { Screen.body }
    await store.send(\.note.edit, "hello") {
      $0.modify(\.note) { $0.text = "hello" }
    }
    await store.send(\.note.edit, "tick") {
      $0 = .ticker(Ticker.State())
    }
  }
}
