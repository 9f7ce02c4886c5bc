import ComposableArchitecture
import PlaygroundSession
import Testing

/// What the last of `commands` prints, run in a fresh sign-up flow after the others.
@MainActor
private func outputOfLast(_ commands: [String]) async throws -> String {
  let lines = try await Playground.replay(commands, lessons: [.signUpFlow])
  let last = try #require(lines.lastIndex { $0.text.hasPrefix("flow> ") })
  return Array(lines[last...]).text
}

/// `send ^…` in the sign-up flow: the action goes to the feature on top of the screen, wrapped
/// up as typing it in full would, and prints as any other.
@MainActor
struct TopMostSessionTests {
  /// The basics step pushed as #0, under an alert.
  static let alertOverStep = ["send .startButtonTapped"]
  /// The basics step on top.
  static let basicsStep = alertOverStep + ["send .alert(.dismiss)"]
  /// The personal info step, pushed as #1 when basics is done, on top.
  static let personalInfoStep = basicsStep + ["send .path(.element(id: #0, action: .basics(.nextButtonTapped)))"]
  /// The help sheet the personal info step presents, on top.
  static let helpSheet = personalInfoStep + ["send .path(.element(id: #1, action: .personalInfo(.helpButtonTapped)))"]

  @Test func anAlertCoversTheStackItIsPresentedOver() async throws {
    #expect(try await outputOfLast(Self.alertOverStep + ["send ^.ok"]) == """
      flow> send ^.ok
        SignUpFlow.State(
          path: […],
          _destination: nil,
      -   _alert: AlertState(title: "Welcome to the crew!"),
      +   _alert: nil,
          signUpData: SignUpData(…),
          email: ""
        )

      """)
  }

  @Test func addressesThePushedStepAndPrintsWhatItSendsBack() async throws {
    #expect(try await outputOfLast(Self.basicsStep + ["send ^.nextButtonTapped"]) == """
      flow> send ^.nextButtonTapped
        SignUpFlow.State(
          path: [
            #0: .basics(
      -       Basics.State(isDone: false)
      +       Basics.State(isDone: true)
            )
          ],
          _destination: nil,
          _alert: nil,
          signUpData: SignUpData(…),
          email: ""
        )
      received action:
        SignUpFlow.Action.path(
          .element(
            id: #0,
            action: .basics(
              .delegate(.stepFinished)
            )
          )
        )
        SignUpFlow.State(
          path: [
            #0: .basics(…),
      +     #1: .personalInfo(
      +       PersonalInfo.State(
      +         _signUpData: SignUpData(
      +           email: "",
      +           firstName: "",
      +           age: 0
      +         ),
      +         _help: nil
      +       )
      +     )
          ],
          _destination: nil,
          _alert: nil,
          signUpData: SignUpData(…),
          email: ""
        )

      """)
  }

  @Test func theSheetAStepPresentsIsDeeperSoItWins() async throws {
    #expect(try await outputOfLast(Self.helpSheet + ["send ^.nextPageTapped"]) == """
      flow> send ^.nextPageTapped
        SignUpFlow.State(
          path: [
            #0: .basics(…),
            #1: .personalInfo(
              PersonalInfo.State(
                _signUpData: SignUpData(…),
      -         _help: Help.State(page: 1)
      +         _help: Help.State(page: 2)
              )
            )
          ],
          _destination: nil,
          _alert: nil,
          signUpData: SignUpData(…),
          email: ""
        )

      """)
  }

  @Test func dismissClosesTheSheetThenPopsTheStepUnderIt() async throws {
    let sheetClosed = try await outputOfLast(Self.helpSheet + ["send ^.dismiss"])
    #expect(sheetClosed.contains("""
      -         _help: Help.State(page: 1)
      +         _help: nil
      """))
    #expect(try await outputOfLast(Self.helpSheet + ["send ^.dismiss", "send ^.dismiss"]) == """
      flow> send ^.dismiss
        SignUpFlow.State(
          path: [
            #0: .basics(…)
      -     #1: .personalInfo(
      -       PersonalInfo.State(
      -         _signUpData: SignUpData(
      -           email: "",
      -           firstName: "",
      -           age: 0
      -         ),
      -         _help: nil
      -       )
      -     )
          ],
          _destination: nil,
          _alert: nil,
          signUpData: SignUpData(…),
          email: ""
        )

      """)
  }

  /// The top-most feature's `signUpData` is `@Shared`: a binding action would set it through
  /// `Shared`'s deprecated setter, so the shell points at `bind`, which writes as a view does.
  @Test func aBindingActionThroughTheTopMostFeaturesSharedDataIsRefused() async throws {
    let output = try await outputOfLast(Self.personalInfoStep + [#"send ^\.binding.signUpData.email, "crew@harbourfest.example""#])
    #expect(output == #"""
      flow> send ^\.binding.signUpData.email, "crew@harbourfest.example"
      error: signUpData is @Shared: a binding action would set it through Shared's setter, which swift-sharing deprecates; a view binds it through the reference: bind signUpData.email VALUE, or bind ^.signUpData.email VALUE on the screen on top (column 17)

      """#)
  }

  @Test func withNothingPushedOrPresentedCaretIsAnError() async throws {
    #expect(try await outputOfLast(["send ^.nextButtonTapped"]) == """
      flow> send ^.nextButtonTapped
      error: nothing is pushed or presented; ^ addresses the top-most screen (column 6)

      """)
    #expect(try await outputOfLast(Self.basicsStep + ["send ^.dismiss", "send  ^.dismiss"]) == """
      flow> send  ^.dismiss
      error: nothing is pushed or presented; ^ addresses the top-most screen (column 7)

      """)
    #expect(try await outputOfLast(Self.basicsStep + ["send ^"]) == """
      flow> send ^
      error: expected an action after '^', such as ^.name or ^.dismiss (column 7)

      """)
  }

  @Test func errorsNameTheTopMostFeaturesActionTypeAndPointIntoTheLine() async throws {
    #expect(try await outputOfLast(Self.basicsStep + ["send ^.nextButonTapped"]) == """
      flow> send ^.nextButonTapped
      error: Basics.Action has no case .nextButonTapped (column 7); did you mean .nextButtonTapped?

      """)
    #expect(try await outputOfLast(Self.personalInfoStep + ["send ^.help(.presented(.nextPageTaped))"]) == """
      flow> send ^.help(.presented(.nextPageTaped))
      error: Help.Action has no case .nextPageTaped (column 24); did you mean .nextPageTapped?

      """)
    #expect(try await outputOfLast(Self.personalInfoStep + [#"send ^\.binding.signUpData.emial, "x""#]) == """
      flow> send ^\\.binding.signUpData.emial, "x"
      error: SignUpData has no property 'emial' (column 28); did you mean email?

      """)
  }
}
