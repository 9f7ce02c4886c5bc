import SwiftDiagnostics
import Testing

/// `@ViewAction(for:)` expanded as the compiler would.
@Suite struct ViewActionMacroTests {
  @Test func typeWithAStoreConformsToViewActionSending() {
    let expansion = expand(
      """
      @ViewAction(for: Login.self)
      struct LoginView {
        let store: StoreOf<Login>
      }
      """,
      macros: ["ViewAction": viewActionMacro]
    )
    #expect(expansion.messages.isEmpty)
    #expect(
      expansion.source == """
        struct LoginView {
          let store: StoreOf<Login>
        }

        extension LoginView: ComposableArchitecture.ViewActionSending {
        }
        """
    )
  }

  @Test func typeWithoutAStoreIsAnError() throws {
    let expansion = expand(
      """
      @ViewAction(for: Login.self)
      struct LoginView {
        let title: String
      }
      """,
      macros: ["ViewAction": viewActionMacro]
    )
    #expect(expansion.messages == ["'@ViewAction' requires 'LoginView' to have a 'store' property of type 'Store'."])
    let diagnostic = try #require(expansion.diagnostics.first)
    #expect(diagnostic.diagMessage.severity == .error)
    #expect(!expansion.source.contains("extension"))
  }

  @Test func storeSendIsAWarningAtEachCall() throws {
    let expansion = expand(
      """
      @ViewAction(for: Login.self)
      struct LoginView {
        let store: StoreOf<Login>

        func tapped() {
          store.send(.view(.loginButtonTapped))
          self.store.send(.view(.loginButtonTapped))
          send(.loginButtonTapped)
        }
      }
      """,
      macros: ["ViewAction": viewActionMacro]
    )
    #expect(
      expansion.messages == Array(repeating: "Do not use 'store.send' directly when using '@ViewAction'", count: 2)
    )
    #expect(expansion.diagnostics.allSatisfy { $0.diagMessage.severity == .warning })
    #expect(expansion.source.contains("extension LoginView: ComposableArchitecture.ViewActionSending {"))
  }
}
