import Testing

/// `state PATH` and its completion read through an optional child's state, as a test's
/// `$0.optionalCounter?.count` reaches it, and say so when it is `nil`.
@MainActor
struct OptionalStatePathTests {
  @Test func aPathGoesThroughAnOptionalThatHoldsAValue() async throws {
    let output = try await transcript("optional-state", [
      "state optionalCounter.count",
      "send .toggleCounterButtonTapped",
      "state optionalCounter.count",
      "state optionalCounter.cont",
    ])
    #expect(output.contains("""
      optional-state> state optionalCounter.count
      error: optionalCounter is nil, so it has no property 'count' (column 23)
      optional-state> send
      """))
    #expect(output.contains("""
      optional-state> state optionalCounter.count
      0
      optional-state> state optionalCounter.cont
      error: Counter.State has no property 'cont' (column 23); did you mean count?
      """))
  }

  @Test func completionOffersTheOptionalsPropertiesWhileItHoldsAValue() async throws {
    let absent = try await completionContext("optional-state")
    #expect(absent.completions(for: "state optionalCounter.").candidates.isEmpty)
    let present = try await completionContext("optional-state", after: ["send .toggleCounterButtonTapped"])
    #expect(present.completedLine("state optionalCounter.c") == "state optionalCounter.count")
  }
}
