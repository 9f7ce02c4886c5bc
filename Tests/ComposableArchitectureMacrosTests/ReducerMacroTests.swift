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
        func reduce(into state: inout Int, action: Void) -> Effect<Void> { .none }
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

  /// Only the nested enum named `Action` gets the attributes, and only `body` the builder.
  @Test func otherMembersAreLeftAlone() {
    let expansion = expand(
      """
      @Reducer
      struct Feature {
        enum State { case idle }
        enum CancelID { case timer }
        var count: Int { 0 }
      }
      """,
      macros: ["Reducer": reducerMacro]
    )
    #expect(expansion.messages.isEmpty)
    #expect(!expansion.source.contains("@"))
  }

  @Test func enumGetsADiagnosticAndNoExtension() throws {
    let expansion = expand(
      """
      @Reducer
      enum Destination {
        case detail
      }
      """,
      macros: ["Reducer": reducerMacro]
    )
    #expect(
      expansion.messages == [
        "'@Reducer' applies to a struct with 'State', 'Action' and 'body'; write 'struct Feature' instead"
      ]
    )
    let diagnostic = try #require(expansion.diagnostics.first)
    #expect(diagnostic.diagMessage.severity == .error)
    #expect(diagnostic.diagnosticID == macroMessageID("reducer-not-struct"))
    #expect(diagnostic.node.trimmedDescription == "@Reducer")
    #expect(!expansion.source.contains("extension"))
  }

  @Test func classGetsTheDiagnosticToo() {
    let expansion = expand(
      """
      @Reducer
      final class Feature {}
      """,
      macros: ["Reducer": reducerMacro]
    )
    #expect(expansion.diagnostics.map(\.diagnosticID) == [macroMessageID("reducer-not-struct")])
  }
}
