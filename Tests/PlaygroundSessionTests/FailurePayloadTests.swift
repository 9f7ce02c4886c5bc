import LessonRegistry
import PlaygroundSession
import Testing

@testable import Lessons

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
    let output = try await session([#"send .factResponse(.failure(FactError(message: "no network")))"#])
    #expect(output.contains(#"""
      cancellation> send .factResponse(.failure(FactError(message: "no network")))
        EffectsCancellation.State(
          count: 0,
          currentFact: nil,
      -   isFactRequestInFlight: true
      +   isFactRequestInFlight: false
        )

      """#))
  }

  /// A nested error type is typed in full, or by its last name, as Swift inside its type reads it.
  @Test func aNestedErrorIsNamedInFullOrByItsLastName() {
    let closed = TypeableError(example: SocketClient.Closed())
    #expect(closed.isNamed("SocketClient.Closed") && closed.isNamed("Closed"))
    #expect(!closed.isNamed("Client.Closed") && !closed.isNamed("FactError"))
  }

  /// A client with an error of its own, nested, as a lesson's may be.
  enum SocketClient {
    struct Closed: Error, Decodable {}
  }

  @Test func aStringIsNoErrorAndTheMessageSaysWhatToType() async throws {
    let what = #"type an error: .failure(FactError(message: "Could not load a fact."))"#
    let output = try await session([
      #"send .factResponse(.failure("no network"))"#,
      #"send .factResponse(.failure(NetworkError(code: 1)))"#,
      #"send .factResponse(.failure(FactError(text: "x")))"#,
      #"send .factResponse(.failure(FactError("x")))"#,
      "state isFactRequestInFlight",
    ])
    let errors = output.split(separator: "\n").filter { $0.hasPrefix("error: ") }
    #expect(errors == [
      #"error: "no network" is not an Error; \#(what) (column 29)"#,
      "error: NetworkError is not an error this lesson can build; \(what) (column 29)",
      #"error: missing label 'message:' in FactError(…), as in FactError(message: "Could not load a fact.") (column 29)"#,
      #"error: FactError(…) takes labelled values, as in FactError(message: "Could not load a fact.") (column 39)"#,
    ])
    #expect(output.contains("cancellation> state isFactRequestInFlight\ntrue\n"))
  }
}
