import Testing

/// An alert or a confirmation dialog asserted in test mode as TCA's tests write one:
/// `AlertState { TextState("…") } actions: { … } message: { … }`.
@MainActor
struct AlertLiteralTests {
  /// The lift's directory, a title-only alert, asserted in the shell as a test writes it.
  @Test func aTitleOnlyAlertIsAssertedAsTCAsTestWritesIt() async throws {
    let output = try await transcript("shared-stats", [
      "test on",
      #"send \.cabin.directoryButtonTapped { $0.cabin.directory = AlertState { TextState("Ground floor: the lobby, the post room and the café.") } }"#,
      "send \\.cabin.directory.dismiss { $0.cabin.directory = nil }",
      #"send \.cabin.directoryButtonTapped { $0.cabin.directory = AlertState { TextState("Floor 0: offices. Visitors sign in at the lobby.") } }"#,
    ])
    let verdicts = output.split(separator: "\n").filter { $0.hasPrefix("✔") || $0.hasPrefix("✘") }
    #expect(verdicts == ["✔ send passed", "✔ send passed", "✘ A state change does not match expectation."])
    #expect(output.contains(#"""
          −     _directory: AlertState(title: "Floor 0: offices. Visitors sign in at the lobby.")
          +     _directory: AlertState(title: "Ground floor: the lobby, the post room and the café.")
      """#))
  }

  @Test func buttonsAndAMessageAreComparedWhole() async throws {
    let alert = #"AlertState { TextState("Empty the playlist?") } actions: { ButtonState(role: .destructive, action: .clearConfirmed) { TextState("Remove all 3") }; ButtonState(role: .cancel) { TextState("Keep them") } } message: { TextState("Every song goes. There is no undo.") }"#
    let output = try await transcript("alerts-and-confirmation-dialogs", [
      "test on",
      "send .clearButtonTapped { $0.alert = \(alert) }",
      "send \\.alert.dismiss { $0.alert = nil }",
      "send .clearButtonTapped { $0.alert = \(alert.replacingOccurrences(of: "role: .cancel", with: "role: .destructive")) }",
    ])
    let verdicts = output.split(separator: "\n").filter { $0.hasPrefix("✔") || $0.hasPrefix("✘") }
    #expect(verdicts == ["✔ send passed", "✔ send passed", "✘ A state change does not match expectation."])
  }

  @Test func aConfirmationDialogTakesItsTitleVisibility() async throws {
    let buttons = #"actions: { ButtonState(action: .moveToTop("Slow Tide")) { TextState("Play first") }; ButtonState(role: .destructive, action: .remove("Slow Tide")) { TextState("Take off the playlist") }; ButtonState(role: .cancel) { TextState("Never mind") } }"#
    let output = try await transcript("alerts-and-confirmation-dialogs", [
      "test on",
      #"send .songMenuButtonTapped("Slow Tide") { $0.songMenu = ConfirmationDialogState { TextState("Slow Tide") } "# + buttons + " }",
      "send \\.songMenu.dismiss { $0.songMenu = nil }",
      #"send .songMenuButtonTapped("Slow Tide") { $0.songMenu = ConfirmationDialogState(titleVisibility: .visible) { TextState("Slow Tide") } "# + buttons + " }",
    ])
    let verdicts = output.split(separator: "\n").filter { $0.hasPrefix("✔") || $0.hasPrefix("✘") }
    #expect(verdicts == ["✔ send passed", "✔ send passed", "✘ A state change does not match expectation."])
    #expect(output.contains("    −     titleVisibility: .visible,\n"))
  }

  @Test func mistakesNameTheirColumn() async throws {
    let account = #"send \.path[id: 0].account.continueButtonTapped { $0.path[id: 0, case: \.account]?.alert = "#
    let output = try await transcript("sign-up", [
      "test on",
      "send .signUpButtonTapped { $0.path[id: 0] = .account(AccountStep.State(signUpData: $0.$signUpData)) }",
      account + #"AlertState { TextState("a") } actions: { ButtonState(action: .ok) { TextState("OK") } } }"#,
      account + #"AlertState { TextState("a") } actions: { ButtonState { TextState("A") } ButtonState { TextState("B") } } }"#,
      account + #"AlertState { TextState("a") } actions: { ButtonState(role: .ok) { TextState("OK") } } }"#,
      account + #"AlertState { "a" } }"#,
      account + #"AlertState { TextState("a") } mesage: { TextState("b") } }"#,
      account + #"ConfirmationDialogState { TextState("a") } }"#,
      account + #"AlertState(titleVisibility: .visible) { TextState("a") } }"#,
    ])
    let errors = output.split(separator: "\n").filter { $0.hasPrefix("error:") }
    #expect(errors == [
      "error: this alert's buttons send no action: its action type is Never (column 145)",
      #"error: expected '}' to close the closure, or ';' between two values, found 'ButtonState' (column 164)"#,
      "error: a button's role is .cancel or .destructive (column 151)",
      #"error: expected { TextState("…") }, a closure that makes one text (column 103)"#,
      "error: unexpected 'mesage:' in AlertState; write AlertState { title } actions: { buttons } message: { text } (column 122)",
      #"error: expected AlertState { TextState("…") }, as a test writes one, found ConfirmationDialogState(…) (column 92)"#,
      "error: unexpected 'titleVisibility:' in AlertState; write AlertState { title } actions: { buttons } message: { text } (column 103)",
    ])
  }

  /// What a test-mode session asserted is what its export writes.
  @Test func theExportWritesTheAlertAsTyped() async throws {
    let output = try await transcript("shared-stats", [
      "test on",
      #"send \.cabin.directoryButtonTapped { $0.cabin.directory = AlertState { TextState("Ground floor: the lobby, the post room and the café.") } }"#,
      "export test",
    ])
    #expect(output.contains(#"""
          await store.send(.cabin(.directoryButtonTapped)) {
            $0.cabin.directory = AlertState { TextState("Ground floor: the lobby, the post room and the café.") }
          }
      """#))
  }
}
