import ComposableArchitecture
import Foundation

/// An error type a learner can type in a `.failure(…)` payload, as its initializer reads:
/// `.factResponse(.failure(FactClient.Failure(message: "no network")))`. A lesson lists the
/// errors its features handle; the shell builds one by decoding the typed arguments, so the
/// type needs only to be `Decodable`.
public struct TypeableError: Sendable {
  /// `FactClient.Failure`, as custom-dump names the type.
  package var typeName: String { describeType() }
  /// An error of the type, as it is typed: `FactClient.Failure(message: "Could not load a fact.")`.
  package var example: String { describeExample() }
  // Worked out when asked, not when the lessons are registered: custom-dump's names and dumps
  // cost milliseconds, which every start-up would pay.
  private let describeType: @Sendable () -> String
  private let describeExample: @Sendable () -> String
  private let decodeJSON: @Sendable (Data) throws -> any Error

  /// - Parameter example: An error of the type, which messages show as what to type.
  public init<E: Error & Decodable & Sendable>(example: E) {
    describeType = { displayName(E.self) }
    describeExample = { oneLineDump(example) }
    decodeJSON = { try JSONDecoder().decode(E.self, from: $0) }
  }

  /// Whether `typed`, a name typed before `(`, names this type: in full, or by its last part.
  package func isNamed(_ typed: String) -> Bool {
    typed == typeName || typeName.hasSuffix("." + typed)
  }

  /// An error of the type, decoded from JSON whose keys are its properties.
  package func decode(_ json: Data) throws -> any Error {
    try decodeJSON(json)
  }
}
