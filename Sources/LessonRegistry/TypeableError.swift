import ComposableArchitecture
import Foundation

/// An error type a learner can type in a `.failure(…)` payload, as its initializer reads:
/// `.factResponse(.failure(FactError(message: "no network")))`. A lesson lists the
/// errors its features handle; the shell builds one by decoding the typed arguments, so the
/// type needs only to be `Decodable`.
///
/// An error of the playground's own making, which the case study's code does not define (its
/// live client reaches the network and throws what that throws), is declared by each exported
/// test that uses it, as TCA's tests declare `struct FactError: Error {}`.
public struct TypeableError: Sendable {
  /// `FactError`, as custom-dump names the type.
  package var typeName: String { describeType() }
  /// An error of the type, as it is typed: `FactError(message: "Could not load a fact.")`.
  package var example: String { describeExample() }
  /// The type as an exported test declares it, `private struct FactError: Error { … }`;
  /// `nil` when the case study's code defines it.
  package var testDeclaration: String? { describeDeclaration?() }
  // Worked out when asked, not when the lessons are registered: custom-dump's names and dumps
  // cost milliseconds, which every start-up would pay.
  private let describeType: @Sendable () -> String
  private let describeExample: @Sendable () -> String
  private let describeDeclaration: (@Sendable () -> String)?
  private let decodeJSON: @Sendable (Data) throws -> any Error

  /// - Parameters:
  ///   - example: An error of the type, which messages show as what to type.
  ///   - declaredByExport: Whether the type is the playground's own, which the case study's
  ///     code does not define: a struct of stored properties an exported test declares.
  public init<E: Error & Decodable & Sendable>(example: E, declaredByExport: Bool = false) {
    describeType = { displayName(E.self) }
    describeExample = { oneLineDump(example) }
    if declaredByExport {
      describeDeclaration = { Self.declaration(of: example) }
    } else {
      describeDeclaration = nil
    }
    decodeJSON = { try JSONDecoder().decode(E.self, from: $0) }
  }

  /// `private struct FactError: Error {\n  var message: String\n}`: private, since each test
  /// file that throws it declares it.
  private static func declaration<E: Error>(of example: E) -> String {
    let properties = Mirror(reflecting: example).children.compactMap { child in
      child.label.map { "  var \($0): \(displayName(type(of: child.value)))\n" }
    }
    let head = "private struct \(displayName(E.self)): Error {"
    return properties.isEmpty ? head + "}" : head + "\n" + properties.joined() + "}"
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
