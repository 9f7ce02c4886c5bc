import ComposableArchitecture
import PlaygroundSession
import Testing

/// The sign-up flow test feature in a session: what a learner sees for each new action shape.
@MainActor
struct NavigationSessionTests {
  @Test func pushesShowTheStackAsADictionaryAndBindingsAsTCADumpsThem() async throws {
    let forEachLine = try SignUpFlow.line(of: ".forEach(\\.path, action: \\.path)")
    let output = try await Playground.replay([
      "send .startButtonTapped",
      #"send \.binding.signUpData.email, "crew@harbourfest.example""#,
      "send .alert(.presented(.ok))",
      "send .path(.element(id: 3, action: .basics(.nextButtonTapped)))",
    ], lessons: [.signUpFlow]).text
    #expect(output == #"""
      flow> send .startButtonTapped
        SignUpFlow.State(
          path: [
      +     #0: .basics(
      +       Basics.State(isDone: false)
      +     )
          ],
          _destination: nil,
      -   _alert: nil,
      +   _alert: AlertState(title: "Welcome to the crew!"),
          signUpData: SignUpData(…),
          email: ""
        )
      alert: Welcome to the crew!
        [OK]
      flow> send \.binding.signUpData.email, "crew@harbourfest.example"
        SignUpFlow.State(
          path: […],
          _destination: nil,
          _alert: AlertState(title: "Welcome to the crew!"),
          signUpData: SignUpData(
      -     email: "",
      +     email: "crew@harbourfest.example",
            firstName: "",
            age: 0
          ),
          email: ""
        )
      flow> send .alert(.presented(.ok))
        SignUpFlow.State(
          path: […],
          _destination: nil,
      -   _alert: AlertState(title: "Welcome to the crew!"),
      +   _alert: nil,
          signUpData: SignUpData(…),
          email: ""
        )
      flow> send .path(.element(id: 3, action: .basics(.nextButtonTapped)))
        (No state changes)
      runtime warning: A "forEach" at "Tests/PlaygroundSessionTests/Support/SignUpFlow.swift:\#(forEachLine)" received an action for a missing element.

          Action:
            SignUpFlow.Path.Action.basics(.nextButtonTapped)

        No screen with this id was there, so the element's reducer could not run the action. Either a reducer before this one removed the screen while handling the same action (put the "forEach" first), or an effect of the screen outlived it (cancel the effect when the screen goes), or the action named an id that was never there.

      """#)
  }

  /// `PersonalInfo`'s `signUpData` is `@Shared`: a binding action would set it through
  /// `Shared`'s deprecated setter, so it is not listed; the root's is a plain property, and is.
  @Test func actionsListBindablePropertiesUnderBinding() async throws {
    let output = try await Playground.replay(["actions"], lessons: [.signUpFlow]).text
    #expect(output.contains("""
        .binding(BindingAction<State>)
            .set(\\.destination, SignUpFlow.Destination.State?)
            .set(\\.signUpData.email, String)
            .set(\\.signUpData.firstName, String)
            .set(\\.signUpData.age, Int)
            .set(\\.email, String)
      """))
    #expect(output.contains("""
        .path(StackActionOf<Path>)
            .element(id: StackElementID, action: Action)
                .basics(Basics.Action)
                    .delegate(Delegate)
                        .stepFinished
                    .nextButtonTapped
                .personalInfo(PersonalInfo.Action)
                    .binding(BindingAction<State>)
                    .help(PresentationAction<Help.Action>)
                        .dismiss
                        .presented(Action)
                            .nextPageTapped
                    .helpButtonTapped
            .popFrom(id: StackElementID)
            .push(id: StackElementID, state: State)
                .basics(Basics.State)
                .personalInfo(PersonalInfo.State)
      """))
  }

  /// An action for a stack element or a presented child that is not there reaches no child:
  /// the state stays as it was and the runtime says why, once: `runtime warning:` and the
  /// warning's first line, then the rest of TCA's text indented under it.
  @Test(arguments: [
    ".path(.element(id: 7, action: .basics(.nextButtonTapped)))",
    ".path(.popFrom(id: 7))",
    ".destination(.presented(.basics(.nextButtonTapped)))",
    ".destination(.dismiss)",
    ".alert(.presented(.ok))",
  ])
  func anAddressThatIsNotThereWarnsOnceAndChangesNothing(_ action: String) async throws {
    let lines = try await Playground.replay(
      ["send .startButtonTapped", "send .alert(.dismiss)", "send \(action)"], lessons: [.signUpFlow]
    ).map(\.text)
    let sent = try #require(lines.firstIndex(of: "flow> send \(action)"))
    let output = lines[(sent + 1)...]
    #expect(output.first == "  (No state changes)")
    let warning = Array(output.dropFirst())
    #expect(warning.first?.hasPrefix("runtime warning: ") == true)
    #expect(warning.dropFirst().allSatisfy { $0.isEmpty || $0.hasPrefix("  ") }, "one warning, indented under its first line")
  }

  /// `state` takes TCA's spelling of a stack element, `path[id: 0]` or `path[id: #0]`, and
  /// goes on into it; `shared` prints paths in that spelling.
  @Test func stateReadsAStackElementByIDAsTCASpellsIt() async throws {
    let steps = ["send .startButtonTapped", "send .alert(.dismiss)", #"send \.path[id: 0].basics.nextButtonTapped"#]
    let lines = try await Playground.replay(
      steps + [
        "state path[id: 0]", "state path[id: #0].basics.isDone", "state path[id: 1].personalInfo.signUpData.email",
        "state path[id: 7]", "state email[id: 0]", "state path[0]", "state path.elements", "shared",
      ],
      lessons: [.signUpFlow]
    ).text
    let asked = try #require(lines.range(of: "flow> state path[id: 0]\n")).lowerBound
    #expect(lines[asked...].hasPrefix("""
      flow> state path[id: 0]
      SignUpFlow.Path.State.basics(
        Basics.State(isDone: true)
      )
      flow> state path[id: #0].basics.isDone
      true
      flow> state path[id: 1].personalInfo.signUpData.email
      ""
      flow> state path[id: 7]
      error: path has no element [id: 7]; it holds [id: 0], [id: 1] (column 7)
      flow> state email[id: 0]
      error: email is not a navigation stack, so it takes no [id: …] (column 7)
      flow> state path[0]
      error: a stack subscript reads [id: 0] or [id: #0], as in TCA's path[id: 0] (column 7)
      flow> state path.elements
      error: path is a navigation stack, with no property 'elements'; read an element by id: path[id: 0] (column 12)
      flow> shared
      """))
    #expect(lines.contains("  state: path[id: 1].personalInfo.signUpData\n"))
  }
}
