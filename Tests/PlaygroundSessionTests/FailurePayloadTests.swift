import Lessons
import PlaygroundSession
import Testing

/// A `.failure(…)` payload in the cancellation lesson: an error typed by its initializer, as
/// in Swift, never a bare string taken for one.
@MainActor
struct FailurePayloadTests {
  func session(_ commands: [String]) async throws -> String {
    try await Playground.replay(
      ["send .factButtonTapped"] + commands, lessons: allLessons, lessonID: "cancellation"
    ).text
  }

  @Test func anErrorTypedByItsInitializerIsSent() async throws {
    let output = try await session([#"send .factResponse(.failure(FactClient.Failure(message: "no network")))"#])
    #expect(output.contains(#"""
      cancellation> send .factResponse(.failure(FactClient.Failure(message: "no network")))
        EffectsCancellation.State(
          count: 0,
          currentFact: nil,
      -   isFactRequestInFlight: true
      +   isFactRequestInFlight: false
        )

      """#))
    let short = try await session([#"send .factResponse(.failure(Failure(message: "no network")))"#])
    #expect(short.contains("+   isFactRequestInFlight: false\n  )\n"))
  }

  @Test func aStringIsNoErrorAndTheMessageSaysWhatToType() async throws {
    let what = #"type an error: .failure(FactClient.Failure(message: "Could not load a fact."))"#
    let output = try await session([
      #"send .factResponse(.failure("no network"))"#,
      #"send .factResponse(.failure(NetworkError(code: 1)))"#,
      #"send .factResponse(.failure(FactClient.Failure(text: "x")))"#,
      #"send .factResponse(.failure(FactClient.Failure("x")))"#,
      "state isFactRequestInFlight",
    ])
    let errors = output.split(separator: "\n").filter { $0.hasPrefix("error: ") }
    #expect(errors == [
      #"error: "no network" is not an Error; \#(what) (column 29)"#,
      "error: NetworkError is not an error this lesson can build; \(what) (column 29)",
      #"error: missing label 'message:' in FactClient.Failure(…), as in FactClient.Failure(message: "Could not load a fact.") (column 29)"#,
      #"error: FactClient.Failure(…) takes labelled values, as in FactClient.Failure(message: "Could not load a fact.") (column 48)"#,
    ])
    #expect(output.contains("cancellation> state isFactRequestInFlight\ntrue\n"))
  }
}
