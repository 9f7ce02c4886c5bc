import Testing

/// `@Reducer` writes `State`, `Action` and `body` only where the type does not declare them,
/// as TCA's macro does.
@Suite struct ReducerMacroDeclaredPartsTests {
  /// A detail screen's destinations, a form and a notice, where the enum declares `Action`:
  /// only `State` and `body` are written, and the declared `Action` gets the attributes a
  /// generated one has.
  @Test func enumWithDeclaredActionGetsStateAndBodyOnly() {
    let expansion = expand(
      #"""
      @Reducer
      enum Destination {
        @ReducerCaseIgnored case notice(AlertState<Notice>)
        case rename(LabelForm)

        @CasePathable
        enum Action {
          case notice(Notice)
          case rename(LabelForm.Action)
        }

        @CasePathable
        enum Notice {
          case removeConfirmed
        }
      }
      """#,
      macros: ["Reducer": reducerMacro, "ReducerCaseIgnored": reducerCaseMarkerMacro]
    )
    #expect(expansion.messages.isEmpty)
    #expect(
      expansion.source == #"""
        enum Destination {
          case notice(AlertState<Notice>)
          case rename(LabelForm)

          @CasePathable
          @ComposableArchitecture.CaseReflectable
          enum Action {
            case notice(Notice)
            case rename(LabelForm.Action)
          }

          @CasePathable
          @ComposableArchitecture.CaseReflectable
          enum Notice {
            case removeConfirmed
          }

          @CasePaths.CasePathable
          @dynamicMemberLookup
          @ComposableArchitecture.ObservableState
          @ComposableArchitecture.CaseReflectable
          enum State: ComposableArchitecture.CaseReducerState, CasePaths.CasePathable, CasePaths.CasePathIterable, ComposableArchitecture.CaseReflectable, ComposableArchitecture.ObservableState {
            typealias StateReducer = Destination
            case notice(AlertState<Notice>)
            case rename(LabelForm.State)
          }

          private enum _$CaseKeyPaths {
            static let rename = (
              state: \Destination.State.Cases.rename, action: \Destination.Action.Cases.rename
            )
          }

          @ComposableArchitecture.ReducerBuilder<Self.State, Self.Action>
          static var body: Reduce<Self.State, Self.Action> {
            ComposableArchitecture.Reduce(
              ComposableArchitecture.EmptyReducer<Self.State, Self.Action>()
              .ifCaseLet(Self._$CaseKeyPaths.rename.state, action: Self._$CaseKeyPaths.rename.action) {
                LabelForm()
              }
            )
          }
        }

        extension Destination: ComposableArchitecture.CaseReducer, ComposableArchitecture.Reducer {
        }
        """#
    )
  }

  /// TicTacToe's `TicTacToe`: the enum declares `body`, which gets its builder; `State` and
  /// `Action` are written.
  @Test func enumWithDeclaredBodyGetsStateAndActionOnly() {
    let expansion = expand(
      """
      @Reducer
      public enum TicTacToe {
        case login(Login)
        case newGame(NewGame)

        public static var body: some ReducerOf<Self> {
          Reduce { state, action in .none }
        }
      }
      """,
      macros: ["Reducer": reducerMacro]
    )
    #expect(expansion.messages.isEmpty)
    #expect(
      expansion.source.contains(
        "@ComposableArchitecture.ReducerBuilder<Self.State, Self.Action>\n\n"
          + "  public static var body: some ReducerOf<Self> {"
      )
    )
    #expect(expansion.source.components(separatedBy: "static var body").count == 2)
    #expect(expansion.source.contains("public enum State: ComposableArchitecture.CaseReducerState, CasePaths.CasePathable, CasePaths.CasePathIterable, ComposableArchitecture.CaseReflectable, ComposableArchitecture.ObservableState {"))
    #expect(expansion.source.contains("case login(Login.Action)"))
  }

  @Test func enumWithDeclaredStateGetsActionAndBodyOnly() {
    let expansion = expand(
      """
      @Reducer
      enum Path {
        case detail(Detail)

        enum State: CaseReducerState {
          typealias StateReducer = Path
          case detail(Detail.State)
        }
      }
      """,
      macros: ["Reducer": reducerMacro]
    )
    #expect(expansion.source.components(separatedBy: "enum State").count == 2)
    #expect(
      expansion.source.contains("@CasePaths.CasePathable @dynamicMemberLookup\n\n  enum State: CaseReducerState {")
    )
    #expect(expansion.source.contains("case detail(Detail.Action)"))
    #expect(expansion.source.contains("static var body:"))
  }

  /// A struct with nothing in it gets TCA's empty `State`, `Action` and `body`.
  @Test func emptyStructGetsEmptyStateActionAndBody() {
    let expansion = expand(
      """
      @Reducer
      public struct Feature {
      }
      """,
      macros: ["Reducer": reducerMacro]
    )
    #expect(expansion.messages.isEmpty)
    #expect(
      expansion.source == """
        public struct Feature {

          @ComposableArchitecture.ObservableState
          public struct State: Codable, Equatable, Hashable, Sendable, ComposableArchitecture.ObservableState {
            public init() {
            }
          }

          @CasePaths.CasePathable
          @ComposableArchitecture.CaseReflectable
          public enum Action: Equatable, Hashable, Sendable, CasePaths.CasePathable, CasePaths.CasePathIterable, ComposableArchitecture.CaseReflectable {
          }

          public let body = ComposableArchitecture.EmptyReducer<State, Action>()
        }

        extension Feature: ComposableArchitecture.Reducer {
        }
        """
    )
  }

  @Test func structWithStateAndActionButNoBodyGetsAnEmptyBody() {
    let expansion = expand(
      """
      @Reducer
      struct Feature {
        struct State {}
        enum Action { case tap }
      }
      """,
      macros: ["Reducer": reducerMacro]
    )
    #expect(expansion.source.components(separatedBy: "struct State").count == 2)
    #expect(expansion.source.components(separatedBy: "enum Action").count == 2)
    #expect(expansion.source.contains("let body = ComposableArchitecture.EmptyReducer<State, Action>()"))
  }

  /// A struct that reduces by itself, with `reduce(into:action:)`, gets no `State`, `Action`
  /// or `body`: its method says what they are.
  @Test func structWithReduceMethodGetsNothing() {
    let expansion = expand(
      """
      @Reducer
      struct Feature {
        func reduce(into state: inout Int, action: Void) -> Effect<Void> { .none }
      }
      """,
      macros: ["Reducer": reducerMacro]
    )
    #expect(!expansion.source.contains("State"))
    #expect(!expansion.source.contains("enum Action"))
    #expect(!expansion.source.contains("let body"))
  }

  /// A struct's `State` enum becomes `@CasePathable` and `@dynamicMemberLookup`, unless it
  /// already is.
  @Test func structsStateEnumBecomesCasePathable() {
    let expansion = expand(
      """
      @Reducer
      struct Feature {
        enum State { case idle }
        enum Action { case tap }
        var body: some ReducerOf<Self> { EmptyReducer() }
      }
      """,
      macros: ["Reducer": reducerMacro]
    )
    #expect(expansion.source.contains("@CasePaths.CasePathable @dynamicMemberLookup\n  enum State { case idle"))

    let declared = expand(
      """
      @Reducer
      struct Feature {
        @dynamicMemberLookup
        enum State: CasePathable { case idle }
        enum Action { case tap }
        var body: some ReducerOf<Self> { EmptyReducer() }
      }
      """,
      macros: ["Reducer": reducerMacro]
    )
    #expect(declared.source.contains("  @dynamicMemberLookup\n  enum State: CasePathable { case idle"))
  }
}
