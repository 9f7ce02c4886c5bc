import PlaygroundSession
import Testing

/// Tab completion after `send`: cases at every depth, labels, live stack ids, bindable fields,
/// in both the literal and the case key path form.
@MainActor
struct ActionCompletionTests {
  @Test func completesTheCounterLessonsActions() async throws {
    let context = try await completionContext("counter")
    #expect(context.completedLine("send .inc") == "send .incrementButtonTapped")
    #expect(
      context.completions(for: "send .")
        == Completions(candidates: [".decrementButtonTapped", ".incrementButtonTapped"], replacing: 1))
  }

  @Test func offersEveryCaseOpeningAParenthesisWhenAPayloadFollows() async throws {
    let context = try await completionContext()
    #expect(
      context.completions(for: "send ").candidates == [
        ".plot(", ".stack(", ".binding(", ".tag(", ".response(", ".formula(",
        ".stepperChanged(", ".plantTapped",
      ])
    #expect(context.completions(for: "send .st") == Completions(candidates: [".stack(", ".stepperChanged("], replacing: 3))
    #expect(context.completedLine("send plan") == "send plantTapped")
  }

  @Test func completesChildCasesSeveralLevelsDown() async throws {
    let context = try await completionContext()
    #expect(context.completions(for: "send .plot(").candidates == [".sow", ".water", ".bed("])
    #expect(context.completedLine("send .plot(.bed(.ra") == "send .plot(.bed(.rake(")
    #expect(context.completedLine("send .plot(.bed(.rake(") == "send .plot(.bed(.rake(times: ")
    #expect(context.completedLine("send .plot(.bed(.rake(ti") == "send .plot(.bed(.rake(times: ")
    #expect(context.completedLine("send .formula(.not(.not(.both(.leaf, .n") == "send .formula(.not(.not(.both(.leaf, .not(")
  }

  @Test func completesLabelsEnumsAndResults() async throws {
    let context = try await completionContext()
    #expect(context.completedLine("send .tag(") == "send .tag(text: ")
    #expect(context.completedLine("send .tag(text: \"x\", ") == "send .tag(text: \"x\", season: ")
    #expect(context.completions(for: "send .tag(text: \"x\", season: .s").candidates == [".spring", ".summer"])
    #expect(context.completions(for: "send .response(").candidates == [".success(", ".failure("])
  }

  @Test func offersTheStackIdsThatExistNow() async throws {
    let context = try await completionContext()
    #expect(context.completedLine("send .stack(.element(") == "send .stack(.element(id: ")
    #expect(context.completions(for: "send .stack(.element(id: ").candidates == ["#3", "#7"])
    #expect(context.completedLine("send .stack(.element(id: #3, ") == "send .stack(.element(id: #3, action: ")
    #expect(context.completedLine("send .stack(.element(id: #3, action: .w") == "send .stack(.element(id: #3, action: .water")
    let later = try await completionContext(after: ["send .plantTapped"])
    #expect(later.completions(for: "send .stack(.popFrom(id: ").candidates == ["#3", "#7", "#9"])
  }

  @Test func completesBindableFieldsUnderAKeyPath() async throws {
    let context = try await completionContext()
    #expect(context.completedLine("send .binding(") == "send .binding(.set(")
    #expect(context.completions(for: "send .binding(.set(").candidates == ["\\.note", "\\.visitor"])
    #expect(context.completedLine("send .binding(.set(\\.vi") == "send .binding(.set(\\.visitor")
    #expect(context.completions(for: "send .binding(.set(\\.visitor.").candidates == [".name", ".nickname"])
    #expect(context.completions(for: "send .binding(.set(\\.nowhere.") == .none)
  }

  @Test func completesTheCaseKeyPathForm() async throws {
    let context = try await completionContext()
    #expect(context.completedLine("send \\.stepp") == "send \\.stepperChanged")
    #expect(context.completedLine("send \\.plot.bed.ra") == "send \\.plot.bed.rake")
    #expect(context.completedLine("send \\.stack[") == "send \\.stack[id: ")
    #expect(context.completions(for: "send \\.stack[id: ").candidates == ["#3", "#7"])
    #expect(context.completions(for: "send \\.stack[id: #3]").candidates == [".sow", ".water", ".bed"])
    #expect(context.completions(for: "send \\.binding.").candidates == [".note", ".visitor"])
    #expect(context.completedLine("send \\.binding.visitor.ni") == "send \\.binding.visitor.nickname")
    #expect(context.completedLine("send \\.response, .fa") == "send \\.response, .failure(")
  }

  @Test func offersNothingInsideStringsOrAfterWhatTheParserRejects() async throws {
    let context = try await completionContext()
    #expect(context.completions(for: "send .tag(text: \"Zo") == .none)
    #expect(context.completions(for: "send .tag(text: \"a.b") == .none)
    #expect(context.completions(for: "send .tag(text: \"a (b, ") == .none)
    #expect(context.completions(for: "send .zzz") == .none)
    #expect(context.completions(for: "send .plot(.zzz(") == .none)
    #expect(context.completions(for: "send .stepperChanged(5") == .none)
    #expect(context.completions(for: "send .plantTapped ") == .none)
    #expect(context.completions(for: "send .plantTapped(") == .none)
    #expect(context.completions(for: "send \\.plantTapped.") == .none)
    #expect(context.completions(for: "send .response(.failure(") == .none)
  }

  @Test func completesAfterAClosedStringHoldingDelimiters() async throws {
    let context = try await completionContext()
    #expect(
      context.completedLine("send .tag(text: \"a (b, c: [d\", season: .w")
        == "send .tag(text: \"a (b, c: [d\", season: .winter")
  }
}
