import Testing

/// `state PATH` and its completion read through an optional child's state, as a test's
/// `$0.basket?.seats` reaches it, and say so when it is `nil`.
@MainActor
struct OptionalStatePathTests {
  @Test func aPathGoesThroughAnOptionalThatHoldsAValue() async throws {
    let output = try await transcript("optional-state", [
      "state basket.seats",
      "send .openBasketButtonTapped",
      "state basket.seats",
      "state basket.sets",
    ])
    #expect(output.contains("""
      optional-state> state basket.seats
      error: basket is nil, so it has no property 'seats' (column 14)
      optional-state> send
      """))
    #expect(output.contains("""
      optional-state> state basket.seats
      1
      optional-state> state basket.sets
      error: TicketBasket.State has no property 'sets' (column 14); did you mean seats?
      """))
  }

  /// What a learner types after `$0.` in an assertion or `\.` in an action reads the same
  /// value: `?` and `!`, a leading `$0` or `\`, and a `@Shared` projection's `$`.
  @Test func aPathTakesTheSpellingOfAnAssertionOrAKeyPath() async throws {
    let output = try await transcript("optional-state", [
      "send .openBasketButtonTapped",
      "state basket?.seats",
      "state $0.basket!.seats",
      #"state \.basket?.seats"#,
      "state $0.basket?.sets",
    ])
    #expect(output.components(separatedBy: "?.seats\n1\n").count == 3)
    #expect(output.contains("optional-state> state $0.basket!.seats\n1\n"))
    #expect(output.hasSuffix("error: TicketBasket.State has no property 'sets' (column 18); did you mean seats?\n"))
  }

  @Test func completionOffersTheOptionalsPropertiesWhileItHoldsAValue() async throws {
    let absent = try await completionContext("optional-state")
    #expect(absent.completions(for: "state basket.").candidates.isEmpty)
    let present = try await completionContext("optional-state", after: ["send .openBasketButtonTapped"])
    #expect(present.completedLine("state basket.s") == "state basket.seats")
  }
}
