import SwiftParser
import SwiftSyntax
import Testing

/// The `State` and `Action` that `@Reducer` generates declare, in their inheritance clauses,
/// every conformance that their attributes' extension roles would add, so the compiler has no
/// extension to expand for them. Swift 6.3.1 expands those lazily, in the middle of
/// type-checking the file, and crashed on a file with an empty `@Reducer struct` and two
/// `@Reducer enum`s (see `ThreeReducersInOneFile.swift` in ComposableArchitectureTests).
@Suite struct ReducerMacroGeneratedConformancesTests {
  /// What each attribute's extension role conforms a type to.
  static let conformancesByAttribute = [
    "CasePathable": ["CasePathable", "CasePathIterable"],
    "CaseReflectable": ["CaseReflectable"],
    "ObservableState": ["ObservableState"],
  ]

  @Test(arguments: [
    "@Reducer struct Feature {}",
    "@Reducer public struct Feature {}",
    "@Reducer enum Destination {}",
    "@Reducer enum Destination { case edit(Edit); case alert(AlertState<Alert>); case pair(Int, String) }",
  ])
  func generatedTypesDeclareWhatTheirAttributesWouldAdd(source: String) throws {
    let expansion = expand(source, macros: ["Reducer": reducerMacro])
    #expect(expansion.messages.isEmpty)
    let generated = Parser.parse(source: expansion.source).statements
      .compactMap { $0.item.asProtocol(DeclGroupSyntax.self) }
      .flatMap { $0.memberBlock.members.compactMap { $0.decl.asProtocol(DeclGroupSyntax.self) } }
      .filter { ["State", "Action"].contains(Self.name(of: $0)) }
    try #require(generated.count == 2, "a State and an Action in:\n\(expansion.source)")
    for type in generated {
      let inherited = Set(
        type.inheritanceClause?.inheritedTypes.map { Self.lastComponent($0.type.trimmedDescription) } ?? []
      )
      let attributes = type.attributes.compactMap { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription }
      let needed = attributes.flatMap { Self.conformancesByAttribute[Self.lastComponent($0)] ?? [] }
      #expect(!needed.isEmpty, "\(type.trimmedDescription)")
      #expect(Set(needed).isSubset(of: inherited), "missing \(Set(needed).subtracting(inherited)) in:\n\(type.trimmedDescription)")
    }
  }

  private static func name(of type: any DeclGroupSyntax) -> String? {
    type.as(StructDeclSyntax.self)?.name.text ?? type.as(EnumDeclSyntax.self)?.name.text
  }

  private static func lastComponent(_ name: String) -> String {
    String(name.split(separator: ".").last ?? "")
  }
}
