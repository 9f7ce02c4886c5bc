import Testing

@testable import Lessons
@testable import PlaygroundSession

/// The override of an endpoint, written from the calls a session made to it: it answers each
/// call as the session's client answered, after the same time on the test's clock.
struct EndpointOverrideTests {
  func call(_ arguments: any Sendable..., outcome: EndpointCall.Outcome?) -> EndpointCall {
    EndpointCall(
      dependency: "factClient", era: 0, endpoint: "fetch", arguments: arguments.map { ExportValue($0) }, outcome: outcome
    )
  }

  func fetch(_ calls: EndpointCall...) throws -> [String] {
    try EndpointOverride(dependency: "factClient", endpoint: "fetch", parameters: ["number"], calls: calls).lines()
  }

  func fact(_ number: Int, after delay: Duration = .seconds(1)) -> EndpointCall.Outcome {
    .returned(ExportValue("\(number) is a good number."), after: delay)
  }

  @Test func callsAnsweredAlikeAreOneAnswerAfterTheirWait() throws {
    #expect(try fetch(call(1, outcome: fact(1)), call(1, outcome: fact(1))) == [
      "$0.factClient.fetch = { _ in",
      "  try await clock.sleep(for: .seconds(1))",
      #"  return "1 is a good number.""#,
      "}",
    ])
    // At once: one expression, as TCA's tests write `{ _ in .mock }`.
    #expect(try fetch(call(1, outcome: fact(1, after: .zero))) == [#"$0.factClient.fetch = { _ in "1 is a good number." }"#])
  }

  @Test func callsAnsweredDifferentlyAreASwitchOverTheirArguments() throws {
    #expect(try fetch(call(1, outcome: fact(1)), call(2, outcome: fact(2, after: .milliseconds(1500)))) == [
      "$0.factClient.fetch = { number in",
      "  switch number {",
      "  case 1:",
      "    try await clock.sleep(for: .seconds(1))",
      #"    return "1 is a good number.""#,
      "  case 2:",
      "    try await clock.sleep(for: .milliseconds(1500))",
      #"    return "2 is a good number.""#,
      "  default:",
      "    return try await Task.never()",
      "  }",
      "}",
    ])
  }

  /// A call the feature cancelled waits in the test too: it answers as the same arguments did,
  /// or never, which needs a case of its own when other arguments answered.
  @Test func aCallThatNeverAnsweredWaitsUntilCancelled() throws {
    #expect(try fetch(call(1, outcome: .cancelled), call(2, outcome: nil)) == [
      "$0.factClient.fetch = { _ in try await Task.never() }"
    ])
    #expect(try fetch(call(1, outcome: .cancelled), call(1, outcome: fact(1))).count == 4)
    #expect(try fetch(call(1, outcome: fact(1)), call(2, outcome: .cancelled))[1] == "  switch number {")
  }

  @Test func errorsAreThrownAsTheirTypeBuildsThem() throws {
    let failure = EndpointCall.Outcome.threw(ExportValue(FactError()), type: "FactError", after: .seconds(1))
    #expect(try fetch(call(1, outcome: failure)) == [
      "$0.factClient.fetch = { _ in",
      "  try await clock.sleep(for: .seconds(1))",
      #"  throw FactError(message: "Could not load a fact.")"#,
      "}",
    ])
    // A case of an enum needs its type where the error is `any Error`.
    let refused = EndpointCall(
      dependency: "authenticationClient", era: 0, endpoint: "login",
      arguments: [ExportValue("blob@pointfree.co"), ExportValue("bl0b")],
      outcome: .threw(ExportValue(AuthenticationError.invalidUserPassword), type: "AuthenticationError", after: .zero)
    )
    let login = EndpointOverride(
      dependency: "authenticationClient", endpoint: "login", parameters: ["email", "password"], calls: [refused]
    )
    #expect(try login.lines() == ["$0.authenticationClient.login = { _, _ in throw AuthenticationError.invalidUserPassword }"])
  }

  @Test func argumentsAnsweredInTwoWaysCannotBeOverridden() {
    #expect(throws: ExportError("factClient.fetch answered the same arguments in two ways in one mode, so no override can answer as it did")) {
      try fetch(call(1, outcome: fact(1)), call(1, outcome: fact(1, after: .seconds(5))))
    }
  }
}
