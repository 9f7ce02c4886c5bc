import ComposableArchitecture
import Testing

/// Alerts and dialogs have an identity, as swift-navigation's do: `ifLet` dismisses the alert
/// whose button was tapped, never a new one its parent set while handling the tap.
@MainActor
struct AlertIdentityTests {
  @Reducer
  struct Confirming {
    @ObservableState
    struct State: Equatable {
      var count = 0
      @Presents var alert: AlertState<Action.Alert>?
      @Presents var dialog: ConfirmationDialogState<Action.Dialog>?
    }
    enum Action: Equatable {
      case alert(PresentationAction<Alert>)
      case dialog(PresentationAction<Dialog>)
      case askButtonTapped
      case chooseButtonTapped
      @CasePathable
      enum Alert: Equatable {
        case incrementButtonTapped
        case okButtonTapped
      }
      @CasePathable
      enum Dialog: Equatable {
        case again
      }
    }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .askButtonTapped:
          state.alert = .increment
          return .none
        case .alert(.presented(.incrementButtonTapped)):
          state.count += 1
          state.alert = .incremented
          return .none
        case .chooseButtonTapped, .dialog(.presented(.again)):
          state.dialog = .again
          return .none
        case .alert, .dialog:
          return .none
        }
      }
      .ifLet(\.$alert, action: \.alert)
      .ifLet(\.$dialog, action: \.dialog)
    }
  }

  @Test func aNewAlertSetWhileHandlingAButtonStays() async {
    let store = TestStore(initialState: Confirming.State()) { Confirming() }
    await store.send(.askButtonTapped) {
      $0.alert = .increment
    }
    await store.send(\.alert.incrementButtonTapped) {
      $0.count = 1
      $0.alert = .incremented
    }
    await store.send(\.alert.okButtonTapped) {
      $0.alert = nil
    }
  }

  @Test func theSameTextIsStillANewAlert() async {
    let store = TestStore(initialState: Confirming.State()) { Confirming() }
    await store.send(.chooseButtonTapped) {
      $0.dialog = .again
    }
    await store.send(\.dialog.again)
  }

  @Test func anAlertInADestinationCaseHasItsIdentityToo() {
    let store = navigationStore(PresentingParent.State()) { AlertReplacingParent() }
    store.send(.showAlertButtonTapped)
    store.send(.destination(.presented(.alert(.confirm))))
    #expect(store.state.destination == .alert(.replacement))
    store.send(.destination(.presented(.alert(.confirm))))
    #expect(store.state.destination == .alert(.replacement), "replaced again")
  }

  @Test func equalWhateverTheirIDs() {
    let first = AlertState<Confirming.Action.Alert>.increment
    let second = AlertState<Confirming.Action.Alert>.increment
    #expect(first.id != second.id)
    #expect(first == second)
    #expect(first.hashValue == second.hashValue)
    let dialogs = (ConfirmationDialogState<Confirming.Action.Dialog>.again, ConfirmationDialogState<Confirming.Action.Dialog>.again)
    #expect(dialogs.0.id != dialogs.1.id)
    #expect(dialogs.0 == dialogs.1)
    #expect(dialogs.0.hashValue == dialogs.1.hashValue)
  }

  @Test func mappingKeepsTheID() {
    let alert = AlertState<Confirming.Action.Alert>.increment
    #expect(alert.map { $0 }.id == alert.id)
    let dialog = ConfirmationDialogState<Confirming.Action.Dialog>.again
    #expect(dialog.map { $0 }.id == dialog.id)
  }

  /// Ids are made in order, not at random, and never dumped: a session's output stays a
  /// function of its commands.
  @Test func idsCountUpAndAreNotDumped() {
    let first = AlertState<Never> { TextState("One") }
    let second = AlertState<Never> { TextState("Two") }
    #expect(second.id.uuidString > first.id.uuidString)
    #expect(first.id.uuidString.hasPrefix("00000000-0000-0000-0000-"))
    #expect(String(customDumping: first) == #"AlertState(title: "One")"#)
    #expect(!String(customDumping: ConfirmationDialogState<Never> { TextState("Go?") }).contains("id"))
  }
}

extension AlertState where Action == AlertIdentityTests.Confirming.Action.Alert {
  static var increment: Self {
    Self {
      TextState("Increment?")
    } actions: {
      ButtonState(action: .incrementButtonTapped) { TextState("Increment") }
    }
  }
  static var incremented: Self {
    Self {
      TextState("Incremented!")
    } actions: {
      ButtonState(action: .okButtonTapped) { TextState("OK") }
    }
  }
}

extension ConfirmationDialogState where Action == AlertIdentityTests.Confirming.Action.Dialog {
  static var again: Self {
    Self(titleVisibility: .visible) {
      TextState("Once more?")
    } actions: {
      ButtonState(action: .again) { TextState("Again") }
    }
  }
}

extension AlertState where Action == PresentingParent.Destination.Alert {
  static var replacement: Self {
    Self {
      TextState("Replaced")
    } actions: {
      ButtonState(action: .confirm) { TextState("Confirm") }
    }
  }
}

/// `PresentingParent`'s destination, whose parent answers the alert's button with a new alert.
struct AlertReplacingParent: Reducer {
  typealias State = PresentingParent.State
  typealias Action = PresentingParent.Action

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .showAlertButtonTapped:
        state.destination = .alert(AlertState { TextState("Are you sure?") } actions: {
          ButtonState(action: .confirm) { TextState("Confirm") }
        })
      case .destination(.presented(.alert(.confirm))):
        state.destination = .alert(.replacement)
      default:
        break
      }
      return .none
    }
    .ifLet(\.$destination, action: \.destination)
  }
}
