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
      ["send .switchOnTapped"] + commands, lessons: allLessons, lessonID: "cancellation"
    ).text
  }

  @Test func anErrorTypedByItsInitializerIsSent() async throws {
    let output = try await session([#"send .heatingFinished(.failure(KettleError(message: "no water")))"#])
    #expect(output.contains(#"""
      cancellation> send .heatingFinished(.failure(KettleError(message: "no water")))
        Kettle.State(
          targetTemperature: 100,
      -   isHeating: true,
      +   isHeating: false,
          readyMessage: nil
        )

      """#))
  }

  /// A nested error type is typed in full, or by its last name, as Swift inside its type reads it.
  @Test func aNestedErrorIsNamedInFullOrByItsLastName() {
    let closed = TypeableError(example: SocketClient.Closed())
    #expect(closed.isNamed("SocketClient.Closed") && closed.isNamed("Closed"))
    #expect(!closed.isNamed("Client.Closed") && !closed.isNamed("KettleError"))
  }

  /// A client with an error of its own, nested, as a lesson's may be.
  enum SocketClient {
    struct Closed: Error, Decodable {}
  }

  @Test func aStringIsNoErrorAndTheMessageSaysWhatToType() async throws {
    let hint = #"did you mean .failure(KettleError(message: "The fuse tripped before the water was hot."))?"#
    let output = try await session([
      #"send .heatingFinished(.failure("no water"))"#,
      #"send .heatingFinished(.failure(NetworkError(code: 1)))"#,
      #"send .heatingFinished(.failure(KettleError(text: "x")))"#,
      #"send .heatingFinished(.failure(KettleError("x")))"#,
      "state isHeating",
    ])
    let errors = output.split(separator: "\n").filter { $0.hasPrefix("error: ") }
    #expect(errors == [
      #"error: "no water" is not an Error (column 32); \#(hint)"#,
      "error: NetworkError is not an error this lesson can build (column 32); \(hint)",
      #"error: missing label 'message:' in KettleError(…), as in KettleError(message: "The fuse tripped before the water was hot.") (column 32)"#,
      #"error: KettleError(…) takes labelled values, as in KettleError(message: "The fuse tripped before the water was hot.") (column 44)"#,
    ])
    #expect(output.contains("cancellation> state isHeating\ntrue\n"))
  }
}
