import Testing

/// `@Presents` expanded as the compiler would, compared with the expected source.
@Suite struct PresentsMacroTests {
  @Test func optionalBecomesAccessorsOverPresentationState() {
    let expansion = expand(
      """
      struct State {
        @Presents var destination: Destination.State?
      }
      """,
      macros: ["Presents": presentsMacro]
    )
    #expect(expansion.messages.isEmpty)
    #expect(
      expansion.source == """
        struct State {
          var destination: Destination.State? {
            @storageRestrictions(initializes: _destination)
            init(initialValue) {
              _destination = ComposableArchitecture.PresentationState(wrappedValue: initialValue)
            }
            get {
              _destination.wrappedValue
            }
            set {
              _destination.wrappedValue = newValue
            }
          }

          var $destination: ComposableArchitecture.PresentationState<Destination.State> {
            get {
              _destination
            }
            set {
              _destination = newValue
            }
          }

          private var _destination = ComposableArchitecture.PresentationState<Destination.State>(wrappedValue: nil)
        }
        """
    )
  }

  @Test func optionalSpelledOutAndPublicAreKept() {
    let expansion = expand(
      """
      public struct State {
        @Presents public var alert: Optional<AlertState<Action.Alert>>
      }
      """,
      macros: ["Presents": presentsMacro]
    )
    #expect(expansion.messages.isEmpty)
    #expect(expansion.source.contains("public var $alert: ComposableArchitecture.PresentationState<AlertState<Action.Alert>> {"))
    #expect(expansion.source.contains("private var _alert = ComposableArchitecture.PresentationState<AlertState<Action.Alert>>(wrappedValue: nil)"))
  }

  @Test func nonOptionalGetsADiagnostic() throws {
    let expansion = expand(
      """
      struct State {
        @Presents var destination: Destination.State
      }
      """,
      macros: ["Presents": presentsMacro]
    )
    #expect(
      expansion.messages == [
        "'@Presents' applies to an optional 'var' with a type, e.g. '@Presents var destination: Destination.State?'"
      ]
    )
    let diagnostic = try #require(expansion.diagnostics.first)
    #expect(diagnostic.diagnosticID == macroMessageID("presents-not-optional"))
  }
}
