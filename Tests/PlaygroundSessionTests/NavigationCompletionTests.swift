import PlaygroundSession
import Testing

/// Tab completion with the runtime's own navigation and binding types, in the sign-up flow:
/// the ids a `StackState` holds now, the properties a `BindingAction` can set (through a plain
/// struct and through `@Shared`), and, after `^`, the actions of the feature on top.
@MainActor
struct NavigationCompletionTests {
  /// Pushes the `basics` step as #0, whose delegate action pushes `personalInfo` as #1.
  static let twoSteps = ["send .startButtonTapped", "send .alert(.dismiss)", "send \\.path[id: 0].basics.nextButtonTapped"]

  @Test func offersTheIDsTheStackHoldsNow() async throws {
    let empty = try await completionContext("flow")
    #expect(empty.completedLine("send .path(.element(") == "send .path(.element(id: ")
    #expect(empty.completions(for: "send .path(.element(id: ") == .none)

    let context = try await completionContext("flow", after: Self.twoSteps)
    #expect(context.completions(for: "send .path(.element(id: ").candidates == ["#0", "#1"])
    #expect(context.completions(for: "send .path(.popFrom(id: #").candidates == ["#0", "#1"])
    #expect(context.completions(for: "send \\.path[id: ").candidates == ["#0", "#1"])
    #expect(context.completedLine("send .path(.element(id: #1, ") == "send .path(.element(id: #1, action: ")
    let line = "send .path(.element(id: #1, action: .pers"
    #expect(context.completedLine(line) == "send .path(.element(id: #1, action: .personalInfo(")
  }

  /// `state` offers a stack's elements in TCA's spelling, `path[id: 0]`, never its storage.
  @Test func offersTheStacksElementsByIDForStatePaths() async throws {
    let context = try await completionContext("flow", after: Self.twoSteps)
    #expect(context.completions(for: "state path.") == Completions(candidates: ["[id: 0]", "[id: 1]"], replacing: 1))
    #expect(context.completions(for: "state path[").candidates == ["[id: 0]", "[id: 1]"])
    #expect(context.completedLine("state path[id: 1") == "state path[id: 1]")
    #expect(context.completions(for: "state path[id: 1]").candidates == [".personalInfo"])
    #expect(context.completions(for: "state path[id: 1].personalInfo.").candidates.contains("_signUpData"))
    #expect(context.completions(for: "state path[id: 0] x") == .none)
  }

  @Test func offersTheBindablePropertiesAndThoseOfPlainStructs() async throws {
    let context = try await completionContext("flow")
    #expect(context.completedLine("send .binding(") == "send .binding(.set(")
    #expect(context.completions(for: "send .binding(.set(").candidates == ["\\.destination", "\\.signUpData", "\\.email"])
    #expect(context.completions(for: "send .binding(.set(\\.").candidates == [".destination", ".signUpData", ".email"])
    #expect(context.completions(for: "send .binding(.set(\\.signUpData.").candidates == [".email", ".firstName", ".age"])
    #expect(context.completions(for: "send .binding(.set(\\.path.") == .none)
    #expect(context.completions(for: "send \\.binding.").candidates == [".destination", ".signUpData", ".email"])
    #expect(context.completedLine("send \\.binding.signUpData.fi") == "send \\.binding.signUpData.firstName")
  }

  /// `PersonalInfo`'s `signUpData` is `@Shared`: a binding action would set it through
  /// `Shared`'s deprecated setter, so none is offered; `bind` writes it through the reference.
  @Test func offersNoBindingThroughASharedValue() async throws {
    let context = try await completionContext("flow")
    #expect(context.completions(for: "send .path(.element(id: #1, action: .personalInfo(.binding(.set(\\.").candidates.isEmpty)
    #expect(context.completions(for: "send \\.path[id: #1].personalInfo.binding.signUpData.").candidates.isEmpty)
  }

  @Test func completesTheTopMostFeaturesActionsAfterTheCaret() async throws {
    let nothing = try await completionContext("flow")
    #expect(nothing.completions(for: "send ^") == .none)

    let alert = try await completionContext("flow", after: ["send .startButtonTapped"])
    #expect(alert.completions(for: "send ^") == Completions(candidates: [".ok", ".dismiss"], replacing: 0))

    let step = try await completionContext("flow", after: Self.twoSteps)
    #expect(step.completions(for: "send ^.").candidates == [".binding(", ".help(", ".helpButtonTapped", ".dismiss"])
    #expect(step.completions(for: "send ^hel").candidates == ["help(", "helpButtonTapped"])
    #expect(step.completedLine("send ^.helpB") == "send ^.helpButtonTapped")
    #expect(step.completions(for: "send ^.help(").candidates == [".dismiss", ".presented("])
    #expect(step.completions(for: "send ^\\.").candidates == [".binding", ".help", ".helpButtonTapped", ".dismiss"])
    #expect(step.completions(for: "send ^\\.binding.signUpData.").candidates.isEmpty)

    let sheet = try await completionContext("flow", after: Self.twoSteps + ["send ^.helpButtonTapped"])
    #expect(sheet.completions(for: "send ^.").candidates == [".nextPageTapped", ".dismiss"])
  }
}
