import ComposableArchitecture
import Testing

/// TCA's Animations case study, reduced: a rainbow of colours sent with animation from an
/// effect, and an alert whose button sends with animation.
@Reducer
struct Rainbow {
  @ObservableState
  struct State: Equatable {
    @Presents var alert: AlertState<Action.Alert>?
    var circleColor = Color.black
    var editMode: EditMode = .inactive
  }

  enum Action: Equatable {
    case alert(PresentationAction<Alert>)
    case rainbowButtonTapped
    case resetButtonTapped
    case setColor(Color)

    @CasePathable
    enum Alert: Equatable {
      case resetConfirmationButtonTapped
    }
  }

  @Dependency(\.continuousClock) var clock

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .alert(.presented(.resetConfirmationButtonTapped)):
        state = State()
        return .none
      case .alert:
        return .none
      case .rainbowButtonTapped:
        return .run { send in
          for color in [Color.red, .blue] {
            await send(.setColor(color), animation: .linear)
            try await clock.sleep(for: .seconds(1))
          }
        }
      case .resetButtonTapped:
        state.alert = AlertState {
          TextState("Reset state?")
        } actions: {
          ButtonState(role: .destructive, action: .send(.resetConfirmationButtonTapped, animation: .default)) {
            TextState("Reset")
          }
        }
        return .none
      case let .setColor(color):
        state.circleColor = color
        return .none
      }
    }
    .ifLet(\.$alert, action: \.alert)
  }
}

/// A filter whose raw values are localized keys, as TCA's Todos declares it.
enum TodoFilter: LocalizedStringKey, CaseIterable {
  case all = "All"
  case active = "Active"
}

@MainActor
@Suite struct SwiftUICompatibilityTests {
  @Test func sendWithAnimationFromAnEffectSendsTheAction() async {
    let clock = TestClock()
    let store = TestStore(initialState: Rainbow.State()) {
      Rainbow()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.rainbowButtonTapped)
    await store.receive(\.setColor) {
      $0.circleColor = .red
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.setColor) {
      $0.circleColor = .blue
    }
    await clock.advance(by: .seconds(1))
  }

  @Test func buttonWithAnimationSendsItsActionAndEqualsOneWithout() async {
    var state = Rainbow.State()
    state.circleColor = .green
    let store = TestStore(initialState: state) { Rainbow() }
    await store.send(.resetButtonTapped) {
      $0.alert = AlertState {
        TextState("Reset state?")
      } actions: {
        ButtonState(role: .destructive, action: .resetConfirmationButtonTapped) {
          TextState("Reset")
        }
      }
    }
    await store.send(\.alert.resetConfirmationButtonTapped) {
      $0 = Rainbow.State()
    }
  }

  @Test func storeSendWithAnimationOrTransactionSendsTheAction() {
    let store = Store(initialState: Rainbow.State()) { Rainbow() }
    store.send(.setColor(.purple), animation: .spring())
    #expect(store.state.circleColor == .purple)
    store.send(.setColor(.teal), transaction: Transaction(animation: .default))
    #expect(store.state.circleColor == .teal)
  }

  @Test func viewActionSendWithAnimationOrTransactionSendsTheViewAction() {
    let store = Store(initialState: ViewActionLogin.State()) { ViewActionLogin() }
    let screen = LoginScreen(store: store)
    screen.send(.binding(.set(\.email, "a@b.c")), animation: .default)
    #expect(store.state.email == "a@b.c")
    screen.send(.binding(.set(\.email, "d@e.f")), transaction: Transaction())
    #expect(store.state.email == "d@e.f")
  }

  @Test func valuesDumpAsCustomDumpDumpsSwiftUIs() {
    #expect(String(customDumping: Color.red) == "Color.red")
    #expect(String(customDumping: Color("bubblegum")) == #"Color("bubblegum")"#)
    #expect(String(customDumping: Animation.default) == "Animation.default")
    #expect(
      String(customDumping: Animation.interpolatingSpring(stiffness: 3000, damping: 40))
        == "Animation.interpolatingSpring(mass: 1.0, stiffness: 3000.0, damping: 40.0, initialVelocity: 0.0)"
    )
    #expect(String(customDumping: Animation.easeInOut.delay(1)) == "Animation.easeInOut.delay(1.0)")
    #expect(String(customDumping: EditMode.active) == "EditMode.active")
    #expect(String(customDumping: TodoFilter.active.rawValue) == #"LocalizedStringKey("Active")"#)
  }

  @Test func valuesCompareByHowTheyAreWritten() {
    #expect(Color.red == .red)
    #expect(Color.red != Color("red"))
    #expect(Animation.spring() == .spring(response: 0.5))
    #expect(Animation.linear != .linear(duration: 1))
    #expect(EditMode.active.isEditing && EditMode.transient.isEditing && !EditMode.inactive.isEditing)
    #expect(TodoFilter(rawValue: "All") == .all)
  }
}
