import Testing

/// `@ObservableState` expanded as the compiler would, compared with the expected source.
@Suite struct ObservableStateMacroTests {
  @Test func structListsItsStoredVarsWithKeyPaths() {
    let expansion = expand(
      """
      @ObservableState
      struct State {
        var email = ""
        @Shared var signUpData: SignUpData
        @Presents var alert: AlertState<Action.Alert>?
        var count: Int = 0 {
          didSet { print(count) }
        }
        let id = 1
        static var shared = 0
        var summary: String { email }
        var `default` = true
      }
      """,
      macros: ["ObservableState": observableStateMacro]
    )
    #expect(expansion.messages.isEmpty)
    #expect(
      expansion.source == #"""
        struct State {
          var email = ""
          @Shared var signUpData: SignUpData
          @Presents var alert: AlertState<Action.Alert>?
          var count: Int = 0 {
            didSet { print(count) }
          }
          let id = 1
          static var shared = 0
          var summary: String { email }
          var `default` = true

          static var _$properties: [(name: String, keyPath: PartialKeyPath<Self>)] {
            [
              ("email", \Self.email),
              ("signUpData", \Self.signUpData),
              ("alert", \Self.alert),
              ("count", \Self.count),
              ("default", \Self.`default`)
            ]
          }

          static var _$sharedProperties: Set<String> {
            ["signUpData"]
          }
        }

        extension State: ComposableArchitecture.ObservableState {
        }
        """#
    )
  }

  @Test func publicStructListsPublicly() {
    let expansion = expand(
      "@ObservableState public struct State { public var count = 0 }",
      macros: ["ObservableState": observableStateMacro]
    )
    #expect(expansion.source.contains("public static var _$properties"))
  }

  /// An enum's cases are no properties: it only conforms.
  @Test func enumOnlyConforms() {
    let expansion = expand(
      """
      @ObservableState
      enum State {
        case a
      }
      """,
      macros: ["ObservableState": observableStateMacro]
    )
    #expect(
      expansion.source == """
        enum State {
          case a
        }

        extension State: ComposableArchitecture.ObservableState {
        }
        """
    )
  }
}
