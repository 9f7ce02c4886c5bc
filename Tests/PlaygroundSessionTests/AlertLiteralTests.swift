import Testing

/// An alert or a confirmation dialog asserted in test mode as TCA's tests write one:
/// `AlertState { TextState("…") } actions: { … } message: { … }`.
@MainActor
struct AlertLiteralTests {
  /// TCA's `alert()` test of the shared-state case studies, typed in the shell.
  @Test func aTitleOnlyAlertIsAssertedAsTCAsTestWritesIt() async throws {
    let output = try await transcript("shared-state-in-memory", [
      "test on",
      #"send \.counter.isPrimeButtonTapped { $0.counter.alert = AlertState { TextState("👎 The number 0 is not prime :(") } }"#,
      "send \\.counter.alert.dismiss { $0.counter.alert = nil }",
      #"send \.counter.isPrimeButtonTapped { $0.counter.alert = AlertState { TextState("👍 The number 0 is prime!") } }"#,
    ])
    let verdicts = output.split(separator: "\n").filter { $0.hasPrefix("✔") || $0.hasPrefix("✘") }
    #expect(verdicts == ["✔ send passed", "✔ send passed", "✘ A state change does not match expectation."])
    #expect(output.contains(#"""
          −     _alert: AlertState(title: "👍 The number 0 is prime!")
          +     _alert: AlertState(title: "👎 The number 0 is not prime :(")
      """#))
  }

  @Test func buttonsAndAMessageAreComparedWhole() async throws {
    let alert = #"AlertState { TextState("Alert!") } actions: { ButtonState(role: .cancel) { TextState("Cancel") }; ButtonState(action: .incrementButtonTapped) { TextState("Increment") } } message: { TextState("This is an alert") }"#
    let output = try await transcript("alerts-and-confirmation-dialogs", [
      "test on",
      "send .alertButtonTapped { $0.alert = \(alert) }",
      "send \\.alert.dismiss { $0.alert = nil }",
      "send .alertButtonTapped { $0.alert = \(alert.replacingOccurrences(of: "role: .cancel", with: "role: .destructive")) }",
    ])
    let verdicts = output.split(separator: "\n").filter { $0.hasPrefix("✔") || $0.hasPrefix("✘") }
    #expect(verdicts == ["✔ send passed", "✔ send passed", "✘ A state change does not match expectation."])
  }

  @Test func aConfirmationDialogTakesItsTitleVisibility() async throws {
    let buttons = #"actions: { ButtonState(role: .cancel) { TextState("Cancel") }; ButtonState(action: .incrementButtonTapped) { TextState("Increment") }; ButtonState(action: .decrementButtonTapped) { TextState("Decrement") } } message: { TextState("This is a confirmation dialog.") }"#
    let output = try await transcript("alerts-and-confirmation-dialogs", [
      "test on",
      #"send .confirmationDialogButtonTapped { $0.confirmationDialog = ConfirmationDialogState { TextState("Confirmation dialog") } "# + buttons + " }",
      "send \\.confirmationDialog.dismiss { $0.confirmationDialog = nil }",
      #"send .confirmationDialogButtonTapped { $0.confirmationDialog = ConfirmationDialogState(titleVisibility: .visible) { TextState("Confirmation dialog") } "# + buttons + " }",
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
    let output = try await transcript("shared-state-in-memory", [
      "test on",
      #"send \.counter.isPrimeButtonTapped { $0.counter.alert = AlertState { TextState("👎 The number 0 is not prime :(") } }"#,
      "export test",
    ])
    #expect(output.contains(#"""
          await store.send(.counter(.isPrimeButtonTapped)) {
            $0.counter.alert = AlertState { TextState("👎 The number 0 is not prime :(") }
          }
      """#))
  }
}
