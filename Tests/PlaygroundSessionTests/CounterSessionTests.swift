import Testing

@MainActor
struct CounterSessionTests {
  @Test func sendsPrintDiffsAndMisspeltActionsGetASuggestion() async throws {
    let output = try await transcript("counter", [
      "send .incrementButtonTapped",
      "send .incrementButtonTapped",
      "send .decrementButtonTapped",
      "send .incrementButtonTaped",
      "state",
    ])
    #expect(output == """
      counter> send .incrementButtonTapped
      - Counter.State(count: 0)
      + Counter.State(count: 1)
      counter> send .incrementButtonTapped
      - Counter.State(count: 1)
      + Counter.State(count: 2)
      counter> send .decrementButtonTapped
      - Counter.State(count: 2)
      + Counter.State(count: 1)
      counter> send .incrementButtonTaped
      error: Counter.Action has no case .incrementButtonTaped (column 6); did you mean .incrementButtonTapped?
      counter> state
      Counter.State(count: 1)
      
      """)
  }
}
