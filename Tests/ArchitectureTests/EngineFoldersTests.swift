import Testing

/// The reading of sources that `EngineFolderDependencyTests` relies on: a wrong reading would
/// hide a cycle or invent one.
@Suite struct EngineFoldersTests {
  @Test func commentsAndStringTextAreNotCode() {
    let code = SwiftCodeScanner.code(of: """
      let a = "Output \\(clock.elapsed.playgroundDescription) \\"quoted\\"" // Parser
      /* Lexer /* nested */ Token */ let b = #"raw "Ghost" \\(notCode)"#
      let c = \"\"\"
        Hidden \\(shown)
        \"\"\"
      """)
    let names = Set(EngineFolders.tokens(in: code).map(\.name))
    #expect(names.isSuperset(of: ["a", "clock", "elapsed", "playgroundDescription", "b", "c", "shown"]))
    #expect(names.isDisjoint(with: ["Output", "quoted", "Parser", "Lexer", "nested", "Token", "Ghost", "notCode", "Hidden"]))
    #expect(code.split(separator: "\n", omittingEmptySubsequences: false).count == 5)
  }

  @Test func declarationsAtTheTopLevelAndInExtensions() {
    let declared = EngineFolders.declarations(in: """
      @MainActor
      final class Host<State> {
        var store: Int
      }
      private struct Hidden {}
      func closestName() {}
      extension Duration {
        var playgroundDescription: String { "" }
        private var secret: Int { 0 }
        private(set) var counted: Int
        static func parse() {}
      }
      protocol Describing {
        var shape: String { get }
      }
      """)
    #expect(declared.topLevel == ["Host", "closestName", "Describing"])
    #expect(declared.members.map(\.name) == ["playgroundDescription", "counted", "parse", "shape"])
    #expect(declared.members.map(\.owner) == ["Duration", "Duration", "Duration", "Describing"])
  }

  @Test func twoFoldersUsingEachOtherMakeAPair() {
    let folders = EngineFolders(files: [
      ("Parsing/Parser.swift", "struct Parser {\n  let d = Duration.zero.inSeconds\n}\nextension String {\n  var escaped: String { self }\n}"),
      ("Rendering/Format.swift", "extension Duration {\n  var inSeconds: Double { 0 }\n}\nlet x = \"a\".escaped"),
      ("Commands/Run.swift", "let p = Parser()\nlet s = \"\".escaped"),
      ("Playground.swift", "struct Playground {\n  let p = Parser()\n  let r = run\n}"),
      ("Commands/Registry.swift", "let run = Playground()"),
    ])
    let pairs = folders.twoWayPairs(exempt: ["Commands", EngineFolders.topLevel]).map { "\($0.0) / \($0.1)" }
    #expect(pairs == ["Parsing uses Rendering's `inSeconds` (Parsing/Parser.swift) / Rendering uses Parsing's `escaped` (Rendering/Format.swift)"])
    #expect(folders.twoWayPairs().count == 2)
  }

  @Test func anSPIGroupIsNotAUseOfTheTypeOfItsName() {
    let folders = EngineFolders(files: [
      ("Playground.swift", "struct Playground {\n  let p = Parser()\n}"),
      ("Parsing/Parser.swift", "@_spi(Playground) import ComposableArchitecture\nstruct Parser {}"),
      ("Printing/Printer.swift", "@_spi(Playground) import ComposableArchitecture\nlet p = Playground()"),
    ])
    #expect(folders.uses["Parsing"] == nil, "\(folders.uses)")
    #expect(folders.uses["Printing"]?[EngineFolders.topLevel]?.name == "Playground")
    #expect(EngineFolders.withoutSPINames("@_spi(Playground) import A") == "@_spi(          ) import A")
  }

  @Test func aMemberTwoFoldersDeclareIsNobodys() {
    let folders = EngineFolders(files: [
      ("A/One.swift", "extension Int {\n  var shared: Int { 1 }\n}\nlet a = 1.other"),
      ("B/Two.swift", "extension Int {\n  var shared: Int { 2 }\n}\nextension Int {\n  var other: Int { 3 }\n}"),
      ("C/Three.swift", "let c = 1.shared"),
    ])
    #expect(folders.uses["C"] == nil)
    #expect(folders.uses["A"]?["B"]?.name == "other")
  }

  @Test func aMemberOfTheModulesOwnTypeCountsThroughTheType() {
    let folders = EngineFolders(files: [
      ("A/Property.swift", "struct Property {}"),
      ("B/All.swift", "extension Property {\n  static func all() -> [Property] { [] }\n}"),
      ("C/References.swift", "let c = references.all"),
      ("D/Listing.swift", "let d = Property.all()"),
    ])
    #expect(folders.uses["C"] == nil)
    #expect(folders.uses["D"]?["A"]?.name == "Property")
  }

  @Test func aProtocolsRequirementImplementedForAnOutsideTypeIsTheProtocols() {
    let folders = EngineFolders(files: [
      ("Parsing/Spelled.swift", "protocol Spelled {\n  var spelling: String { get }\n}\nlet s = value.spelling"),
      ("Containers/Stack.swift", "extension Array: Spelled {\n  var spelling: String { \"\" }\n}"),
    ])
    #expect(folders.uses["Parsing"] == nil)
    #expect(folders.uses["Containers"]?["Parsing"]?.name == "Spelled")
  }
}
