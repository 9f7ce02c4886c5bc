import SwiftDiagnostics
import SwiftSyntax
import Testing

/// `@Reducer` on a type that implements `reduce(into:action:)` warns with TCA 1.25's text and
/// offers TCA's fix-it, which rewrites the method as a `body` with a `Reduce`.
@Suite struct ReducerMacroReduceDeprecationTests {
  @Test func reduceMethodIsWarnedAboutWithAFixIt() throws {
    let expansion = expand(
      """
      @Reducer
      struct Feature {
        struct State { var count = 0 }
        enum Action { case increment }
        func reduce(into state: inout State, action: Action) -> Effect<Action> {
          state.count += 1
          return .none
        }
      }
      """,
      macros: ["Reducer": reducerMacro]
    )
    #expect(
      expansion.messages == [
        """
        'reduce(into:action:)' is deprecated: Reducers should be defined using the 'body' \
        property and a 'Reduce'.
        """
      ]
    )
    let diagnostic = try #require(expansion.diagnostics.first)
    #expect(diagnostic.diagMessage.severity == .warning)
    #expect(diagnostic.node.trimmedDescription == "reduce")
    let fixIt = try #require(diagnostic.fixIts.first)
    #expect(fixIt.message.message == "Use 'body' instead")
    guard case let .replace(oldNode, newNode) = try #require(fixIt.changes.first) else {
      Issue.record("expected the fix-it to replace the method")
      return
    }
    #expect(oldNode.trimmedDescription.hasPrefix("func reduce(into state: inout State"))
    #expect(
      newNode.trimmedDescription == """
        var body: some Reducer<State, Action> {
        Reduce { state, action in
        state.count += 1
        return .none
        }
        }
        """
    )
  }

  /// Only TCA's shape is `reduce(into:action:)`: an `async` method, or one whose state is not
  /// `inout`, is some other method and is left alone.
  @Test func otherReduceMethodsAreNotWarnedAbout() {
    let expansion = expand(
      """
      @Reducer
      struct Feature {
        struct State {}
        enum Action {}
        var body: some ReducerOf<Self> { EmptyReducer() }
        func reduce(into state: inout State, action: Action) async -> Effect<Action> { .none }
        func reduce(into state: State, action: Action) -> Effect<Action> { .none }
      }
      """,
      macros: ["Reducer": reducerMacro]
    )
    #expect(expansion.messages.isEmpty)
  }

  /// An enum reducer that declares the method is warned about too, as TCA's macro does.
  @Test func enumWithReduceMethodIsWarnedAbout() {
    let expansion = expand(
      """
      @Reducer
      enum Feature {
        case child(Child)
        func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
      }
      """,
      macros: ["Reducer": reducerMacro]
    )
    #expect(expansion.messages.count == 1)
    #expect(expansion.messages.first?.hasPrefix("'reduce(into:action:)' is deprecated") == true)
  }
}
