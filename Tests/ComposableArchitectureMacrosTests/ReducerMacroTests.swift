import Testing

/// `@Reducer` expanded as the compiler would, compared with the expected source.
@Suite struct ReducerMacroTests {
  @Test func structGetsConformanceBuilderAndActionAttributes() {
    let expansion = expand(
      """
      @Reducer
      struct Feature {
        struct State {}
        enum Action {
          case tap
        }
        var body: some ReducerOf<Self> {
          EmptyReducer()
        }
      }
      """,
      macros: ["Reducer": reducerMacro]
    )
    #expect(expansion.messages.isEmpty)
    #expect(
      expansion.source == """
        struct Feature {
          struct State {}
          @CasePaths.CasePathable @ComposableArchitecture.CaseReflectable
          enum Action {
            case tap
          }
          @ComposableArchitecture.ReducerBuilder<Self.State, Self.Action>
          var body: some ReducerOf<Self> {
            EmptyReducer()
          }
        }

        extension Feature: ComposableArchitecture.Reducer {
        }
        """
    )
  }

  /// A struct that already conforms: the compiler passes no conformances, so there is no
  /// extension.
  @Test func alreadyConformingStructGetsNoExtension() {
    let expansion = expand(
      """
      @Reducer
      struct Feature: Reducer {
        var body: some Reducer<Int, Void> { EmptyReducer() }
      }
      """,
      macros: ["Reducer": reducerMacroAlreadyConforming]
    )
    #expect(expansion.messages.isEmpty)
    #expect(!expansion.source.contains("extension"))
    #expect(expansion.source.hasPrefix("struct Feature: Reducer {"))
  }

  @Test func existingCasePathableIsNotRepeated() {
    let expansion = expand(
      """
      @Reducer
      struct Feature {
        @CasePathable
        enum Action { case tap }
      }
      """,
      macros: ["Reducer": reducerMacro]
    )
    #expect(expansion.source.contains("@CasePathable\n  @ComposableArchitecture.CaseReflectable\n  enum Action"))
    #expect(!expansion.source.contains("@CasePaths.CasePathable"))
  }

  @Test func qualifiedExistingAttributesAreNotRepeated() {
    let expansion = expand(
      """
      @Reducer
      struct Feature {
        @CasePaths.CasePathable @ComposableArchitecture.CaseReflectable
        enum Action { case tap }
      }
      """,
      macros: ["Reducer": reducerMacro]
    )
    #expect(expansion.source.components(separatedBy: "CasePathable").count == 2)
    #expect(expansion.source.components(separatedBy: "CaseReflectable").count == 2)
  }

  @Test func existingReducerBuilderIsNotRepeated() {
    let expansion = expand(
      """
      @Reducer
      struct Feature {
        @ReducerBuilder<State, Action>
        var body: some ReducerOf<Self> { EmptyReducer() }
      }
      """,
      macros: ["Reducer": reducerMacro]
    )
    #expect(expansion.source.components(separatedBy: "ReducerBuilder").count == 2)
  }

  /// Only the nested enums named `State` and `Action` get attributes, and only `body` the
  /// builder.
  @Test func otherMembersAreLeftAlone() {
    let expansion = expand(
      """
      @Reducer
      struct Feature {
        struct State {}
        @CasePathable @CaseReflectable enum Action {}
        enum CancelID { case timer }
        var count: Int { 0 }
        @ReducerBuilder<State, Action> var body: some ReducerOf<Self> { EmptyReducer() }
      }
      """,
      macros: ["Reducer": reducerMacro]
    )
    #expect(expansion.messages.isEmpty)
    #expect(expansion.source.components(separatedBy: "@").count == 4)
  }

  /// An enum of features gets `State` and `Action` enums with a case per feature, and a `body`
  /// that runs each case's feature with `ifCaseLet`, as TCA 1.25's macro writes them; an alert case keeps its state and takes
  /// its generic argument as actions; an ignored case has no actions.
  @Test func enumOfFeaturesGetsStateActionAndBody() {
    let expansion = expand(
      #"""
      @Reducer
      enum Destination {
        case edit(EditFeature)
        case detail(Nested.DetailFeature)
        case alert(AlertState<Alert>)
        @ReducerCaseIgnored
        case note(String)
        case pair(Int, String)
        enum Alert {
          case confirm
        }
      }
      """#,
      macros: ["Reducer": reducerMacro, "ReducerCaseIgnored": reducerCaseMarkerMacro]
    )
    #expect(expansion.messages.isEmpty)
    #expect(
      expansion.source == #"""
        enum Destination {
          case edit(EditFeature)
          case detail(Nested.DetailFeature)
          case alert(AlertState<Alert>)
          case note(String)
          case pair(Int, String)
          @ComposableArchitecture.CaseReflectable
          enum Alert {
            case confirm
          }

          @CasePaths.CasePathable
          @dynamicMemberLookup
          @ComposableArchitecture.ObservableState
          @ComposableArchitecture.CaseReflectable
          enum State: ComposableArchitecture.CaseReducerState, CasePaths.CasePathable, CasePaths.CasePathIterable, ComposableArchitecture.CaseReflectable, ComposableArchitecture.ObservableState {
            typealias StateReducer = Destination
            case edit(EditFeature.State)
            case detail(Nested.DetailFeature.State)
            case alert(AlertState<Alert>)
            case note(String)
            case pair(Int, String)
          }

          @CasePaths.CasePathable
          @ComposableArchitecture.CaseReflectable
          enum Action: CasePaths.CasePathable, CasePaths.CasePathIterable, ComposableArchitecture.CaseReflectable {
            case edit(EditFeature.Action)
            case detail(Nested.DetailFeature.Action)
            case alert(Alert)
            case note(Swift.Never)
            case pair(Swift.Never)
          }

          private enum _$CaseKeyPaths {
            static let edit = (
              state: \Destination.State.Cases.edit, action: \Destination.Action.Cases.edit
            )
            static let detail = (
              state: \Destination.State.Cases.detail, action: \Destination.Action.Cases.detail
            )
          }

          @ComposableArchitecture.ReducerBuilder<Self.State, Self.Action>
          static var body: Reduce<Self.State, Self.Action> {
            ComposableArchitecture.Reduce(
              ComposableArchitecture.EmptyReducer<Self.State, Self.Action>()
              .ifCaseLet(Self._$CaseKeyPaths.edit.state, action: Self._$CaseKeyPaths.edit.action) {
                EditFeature()
              }
              .ifCaseLet(Self._$CaseKeyPaths.detail.state, action: Self._$CaseKeyPaths.detail.action) {
                Nested.DetailFeature()
              }
            )
          }
        }

        extension Destination: ComposableArchitecture.CaseReducer, ComposableArchitecture.Reducer {
        }
        """#
    )
  }

  @Test func enumWithoutFeaturesHasAnEmptyBody() {
    let expansion = expand(
      """
      @Reducer
      public enum Destination {
        case alert(AlertState<Alert>)
      }
      """,
      macros: ["Reducer": reducerMacro]
    )
    #expect(expansion.source.contains("public enum State: ComposableArchitecture.CaseReducerState, CasePaths.CasePathable, CasePaths.CasePathIterable, ComposableArchitecture.CaseReflectable, ComposableArchitecture.ObservableState {"))
    #expect(expansion.source.contains("public typealias StateReducer = Destination"))
    #expect(expansion.source.contains("public enum Action: CasePaths.CasePathable, CasePaths.CasePathIterable, ComposableArchitecture.CaseReflectable {"))
    #expect(
      expansion.source.contains(
        """
        public static var body: ComposableArchitecture.EmptyReducer<Self.State, Self.Action> {
            ComposableArchitecture.EmptyReducer<Self.State, Self.Action>()
          }
        """
      )
    )
  }

  /// A payload with a default value is the reducer the body runs, as in TCA's macro:
  /// `case edit(Form = Form(style: .short))` runs `Form(style: .short)`, not `Form()`.
  @Test func defaultValueIsTheCasesReducer() {
    let expansion = expand(
      """
      @Reducer
      enum Destination {
        case edit(Form = Form(style: .short))
        case detail(Detail)
      }
      """,
      macros: ["Reducer": reducerMacro]
    )
    #expect(expansion.source.contains("case edit(Form.State)"))
    #expect(
      expansion.source.contains(
        #"""
            .ifCaseLet(Self._$CaseKeyPaths.edit.state, action: Self._$CaseKeyPaths.edit.action) {
                Form(style: .short)
              }
        """#
      )
    )
  }

  /// A generic enum, or one in an extension or a generic type, can have no static stored
  /// property: its body writes its case key paths where it uses them, as TCA's macro does.
  @Test(arguments: [
    "@Reducer\nenum Destination<Item> {\n  case edit(Form)\n}",
    "extension Feature {\n  @Reducer\n  enum Destination {\n    case edit(Form)\n  }\n}",
    "struct Feature<Item> {\n  @Reducer\n  enum Destination {\n    case edit(Form)\n  }\n}",
  ])
  func enumThatMayBeGenericWritesItsCaseKeyPathsInItsBody(source: String) {
    let expansion = expand(source, macros: ["Reducer": reducerMacro])
    #expect(!expansion.source.contains("_$CaseKeyPaths"))
    #expect(expansion.source.contains(#".ifCaseLet(\Self.State.Cases.edit, action: \Self.Action.Cases.edit) {"#))
  }

  @Test func classGetsADiagnosticAndNoExtension() throws {
    let expansion = expand(
      """
      @Reducer
      final class Feature {}
      """,
      macros: ["Reducer": reducerMacro]
    )
    #expect(
      expansion.messages == [
        "'@Reducer' applies to a struct with 'State', 'Action' and 'body', or to an enum of "
          + "features; write 'struct Feature' instead"
      ]
    )
    let diagnostic = try #require(expansion.diagnostics.first)
    #expect(diagnostic.diagMessage.severity == .error)
    #expect(diagnostic.diagnosticID == macroMessageID("reducer-not-struct"))
    #expect(diagnostic.node.trimmedDescription == "@Reducer")
    #expect(!expansion.source.contains("extension"))
  }
}

extension ReducerMacroTests {
  /// `@ReducerCaseEphemeral` makes another type ephemeral, as TCA's macro does: its state is
  /// the payload and its actions the type's `Action`.
  @Test func ephemeralMarkTakesTheTypesActions() {
    let expansion = expand(
      """
      @Reducer
      enum Destination {
        @ReducerCaseEphemeral
        case toast(ToastState<ToastAction>)
      }
      """,
      macros: ["Reducer": reducerMacro, "ReducerCaseEphemeral": reducerCaseMarkerMacro]
    )
    #expect(expansion.source.contains("case toast(ToastState<ToastAction>)\n  }"))
    #expect(expansion.source.contains("case toast(ToastState<ToastAction>.Action)"))
    #expect(expansion.source.contains("static var body: ComposableArchitecture.EmptyReducer"))
  }

  /// A label stays on a feature's cases; a payload that is not a type name, such as an
  /// optional, is plain state, as in TCA.
  @Test func labelsStayAndOtherPayloadsArePlainState() {
    let expansion = expand(
      """
      @Reducer
      enum Destination {
        case edit(form: EditFeature)
        case draft(String?)
      }
      """,
      macros: ["Reducer": reducerMacro]
    )
    #expect(expansion.source.contains("case edit(form: EditFeature.State)"))
    #expect(expansion.source.contains("case edit(form: EditFeature.Action)"))
    #expect(expansion.source.contains("case draft(String?)\n  }"))
    #expect(expansion.source.contains("case draft(Swift.Never)"))
  }
}
