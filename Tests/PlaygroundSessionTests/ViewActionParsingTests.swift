import ComposableArchitecture
@testable import PlaygroundSession
import PlaygroundText
import Testing

/// A login form whose view actions are nested in `case view(View)`, as TCA's TicTacToe writes
/// them, bindings included.
@Reducer
private struct ViewLogin {
  @ObservableState
  struct State: Equatable {
    var email = ""
  }

  enum Action: Equatable, ViewAction {
    case loginResponse(Bool)
    case view(View)

    @CasePathable
    enum View: BindableAction, Equatable {
      case binding(BindingAction<State>)
      case loginButtonTapped
    }
  }

  var body: some ReducerOf<Self> {
    BindingReducer(action: \.view)
  }
}

private func action(_ text: String) throws(ParseError) -> ViewLogin.Action {
  let literal = try LiteralParser.parseAction(text, startColumn: 6).literal
  return try ValueBuilder().build(literal, as: ViewLogin.Action.self)
}

/// `send` reads a view action in both forms, as TCA's tests send it.
@Suite struct ViewActionParsingTests {
  @Test func viewActionsParseInTheLiteralForm() throws {
    #expect(try action(".view(.loginButtonTapped)") == .view(.loginButtonTapped))
    #expect(try action(#".view(.binding(.set(\.email, "blob@pointfree.co")))"#) == .view(.binding(.set(\.email, "blob@pointfree.co"))))
  }

  @Test func viewActionsParseInTheCaseKeyPathForm() throws {
    #expect(try action(#"\.view.loginButtonTapped"#) == .view(.loginButtonTapped))
    #expect(try action(#"\.view.binding.email, "blob@pointfree.co""#) == .view(.binding(.set(\.email, "blob@pointfree.co"))))
  }
}
