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
        == ["email ", "firstName ", "lastName ", "password ", "passwordConfirmation ", "phoneNumber ", "topics "]
    )
    #expect(context.completedLine("bind signUpData.pass") == nil, "password and passwordConfirmation")
    #expect(context.completedLine("bind signUpData.em") == "bind signUpData.email ")
    #expect(context.completions(for: "bind path.") == .none, "a stack holds no shared field to name")
    #expect(context.completions(for: "bind ^") == .none, "nothing is on top")
    #expect(context.completions(for: "bind signUpData.email ") == .none, "the value is typed")
  }

  @Test func offersTheTopMostScreensSharedFieldsAfterTheCaret() async throws {
    let basics = try await completionContext("sign-up", after: ["send .signUpButtonTapped"])
    #expect(basics.completions(for: "bind ").candidates == ["signUpData", "^."])
    #expect(basics.completedLine("bind ^") == "bind ^.")
    #expect(basics.completedLine("bind ^.") == "bind ^.signUpData")
    #expect(basics.completedLine("bind ^.signUpData.ph") == "bind ^.signUpData.phoneNumber ")

    let topics = try await completionContext(
      "sign-up",
      after: [
        "send .signUpButtonTapped", "bind ^.signUpData.email \"blob@pointfree.co\"",
        "bind ^.signUpData.password \"x\"", "bind ^.signUpData.passwordConfirmation \"x\"",
        "send ^.nextButtonTapped", "send ^.nextButtonTapped",
      ]
    )
    #expect(topics.completions(for: "bind ^.").candidates == ["topics "])
  }
}
