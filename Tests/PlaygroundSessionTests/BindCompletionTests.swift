import PlaygroundSession
import Testing

/// Tab completion for `bind PATH`: the `@Shared` fields of the loaded feature's state, and
/// after `^.` those of the screen on top.
@MainActor
struct BindCompletionTests {
  @Test func offersTheSharedFieldsOfTheLoadedFeature() async throws {
    let context = try await completionContext("sign-up")
    #expect(context.completions(for: "bind ").candidates == ["signUpData"])
    #expect(context.completedLine("bind sig") == "bind signUpData")
    #expect(
      context.completions(for: "bind signUpData.").candidates
        == ["email ", "password ", "passwordAgain ", "nickname ", "phone ", "shifts "]
    )
    #expect(context.completedLine("bind signUpData.pass") == nil, "password and passwordAgain")
    #expect(context.completedLine("bind signUpData.em") == "bind signUpData.email ")
    #expect(context.completions(for: "bind path.") == .none, "a stack holds no shared field to name")
    #expect(context.completions(for: "bind ^") == .none, "nothing is on top")
    #expect(context.completions(for: "bind signUpData.email ") == .none, "the value is typed")
  }

  @Test func offersTheTopMostScreensSharedFieldsAfterTheCaret() async throws {
    let account = try await completionContext("sign-up", after: ["send .signUpButtonTapped"])
    #expect(account.completions(for: "bind ").candidates == ["signUpData", "^."])
    #expect(account.completedLine("bind ^") == "bind ^.")
    #expect(account.completedLine("bind ^.") == "bind ^.signUpData")
    #expect(account.completedLine("bind ^.signUpData.ni") == "bind ^.signUpData.nickname ")

    let shifts = try await completionContext(
      "sign-up",
      after: [
        "send .signUpButtonTapped", "bind ^.signUpData.email \"mo@harbourfest.example\"",
        "bind ^.signUpData.password \"seashells\"", "bind ^.signUpData.passwordAgain \"seashells\"",
        "send ^.continueButtonTapped", "send ^.continueButtonTapped",
      ]
    )
    #expect(shifts.completions(for: "bind ^.").candidates == ["shifts "])
  }
}
