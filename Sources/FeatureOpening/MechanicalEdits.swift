import SwiftParser
import SwiftSyntax

/// The mechanical edits `open` makes to a feature file so it builds with the playground's
/// runtime on any platform, decided on the file's syntax tree:
///
/// - views go: types that conform to or inherit from a SwiftUI, UIKit or AppKit view type
///   (``viewTypes``), their extensions, `#Preview` blocks and `PreviewProvider`s;
/// - imports of SwiftUI, UIKit, AppKit and their kin (``uiModules``) go, and `import Foundation`
///   comes in their place when no import that brings Foundation is left;
///   `FoundationNetworking` comes too, where Linux has it, when the file names `URLSession`;
/// - a file that imports a framework only Apple's systems have (``appleOnlyModules``), such as a
///   live client over `AVFoundation`, is kept for those systems alone (`#if canImport(…)`): its
///   dependency then has no live value here and loads unimplemented.
///
/// Nothing else is rewritten. What goes is replaced by as many line breaks as it held, so
/// every line that stays keeps its number, and the compiler's errors and excerpts show the
/// user's own lines.
public struct MechanicalEdits: Sendable {
  /// One edit, for `open --explain`: the line it is on in the user's file and what it did.
  public struct Edit: Equatable, Sendable, CustomStringConvertible {
    public let line: Int
    public let summary: String
    public var description: String { "\(line): \(summary)" }
  }

  /// The file with what goes replaced by line breaks.
  public let text: String
  public let edits: [Edit]
  /// Imports to add, which the generated file puts after the file's last line.
  public let addedImports: [String]
  /// The framework for which alone the file is kept, when it imports one Linux lacks.
  public let keptOnlyWith: String?

  /// The types a view, a view controller or an app is made of: a type that conforms to or
  /// inherits from one is UI and goes.
  public static let viewTypes: Set<String> = [
    "View", "App", "Scene", "ViewModifier", "ButtonStyle", "PrimitiveButtonStyle", "LabelStyle", "ToggleStyle",
    "PreviewProvider", "Shape",
    "UIView", "UIViewController", "UIHostingController", "UITableViewController", "UICollectionViewController",
    "UINavigationController", "UIViewRepresentable", "UIViewControllerRepresentable", "UIApplicationDelegate",
    "UISceneDelegate", "UIWindowSceneDelegate",
    "NSView", "NSViewController", "NSHostingController", "NSViewRepresentable", "NSViewControllerRepresentable",
    "NSApplicationDelegate",
  ]
  /// UI frameworks, and TCA's companions that only add to them: their imports go.
  public static let uiModules: Set<String> = [
    "SwiftUI", "UIKit", "AppKit", "WatchKit", "PhotosUI", "SafariServices", "Charts",
    "SwiftUINavigation", "UIKitNavigation", "AppKitNavigation",
  ]
  /// Frameworks only Apple's systems have, which no edit can do without: a file importing one
  /// is kept for those systems.
  public static let appleOnlyModules: Set<String> = [
    "AVFoundation", "AVFAudio", "AVKit", "Speech", "CoreLocation", "MapKit", "Photos", "StoreKit", "GameKit",
    "CoreMotion", "HealthKit", "UserNotifications", "CoreBluetooth", "Contacts", "EventKit", "CoreML", "Vision",
    "ARKit", "CoreImage", "CoreGraphics", "QuartzCore", "Combine", "Network", "CloudKit", "LocalAuthentication",
    "AuthenticationServices", "WidgetKit", "ActivityKit", "MultipeerConnectivity", "CoreHaptics", "OSLog", "os",
  ]
  /// Imports that bring Foundation, as the playground's runtime re-exports it.
  static let foundationImports: Set<String> = ["Foundation", "FoundationEssentials", "ComposableArchitecture"]

  public init(source: String) {
    let tree = Parser.parse(source: source)
    let converter = SourceLocationConverter(fileName: "", tree: tree)
    let finder = UIFinder(converter: converter)
    finder.walk(tree)
    finder.collectExtensions(of: tree)
    var edits: [Edit] = []
    var removed: [Range<AbsolutePosition>] = []
    for item in finder.removals.sorted(by: { $0.node.position < $1.node.position }) {
      let start = item.node.positionAfterSkippingLeadingTrivia
      edits.append(Edit(line: converter.location(for: start).line, summary: "removed " + item.summary))
      removed.append(start..<item.node.endPositionBeforeTrailingTrivia)
    }
    let remainingImports = Set(finder.imports.map(\.module)).subtracting(finder.removedImports)
    var added: [String] = []
    if !finder.removedImports.isEmpty, remainingImports.isDisjoint(with: Self.foundationImports) {
      added.append("import Foundation")
      edits.append(Edit(line: 1, summary: "added import Foundation, which import \(finder.removedImports.sorted()[0]) brought"))
    }
    if finder.usesURLSession, !remainingImports.contains("FoundationNetworking") {
      added.append("#if canImport(FoundationNetworking)\nimport FoundationNetworking\n#endif")
      edits.append(Edit(line: 1, summary: "added import FoundationNetworking where the platform has it (Linux), for URLSession"))
    }
    let appleOnly = finder.imports.first { Self.appleOnlyModules.contains($0.module) }
    if let appleOnly {
      edits.append(Edit(
        line: appleOnly.line,
        summary: "kept the whole file for systems with \(appleOnly.module) only (#if canImport(\(appleOnly.module))): Linux has none"
      ))
    }
    self.text = Self.blanking(removed, in: source)
    self.edits = edits.sorted { $0.line < $1.line }
    self.addedImports = added
    self.keptOnlyWith = appleOnly?.module
  }

  /// `source` with each range replaced by the line breaks it held.
  private static func blanking(_ ranges: [Range<AbsolutePosition>], in source: String) -> String {
    var bytes = Array(source.utf8)
    for range in ranges.reversed() {
      let slice = bytes[range.lowerBound.utf8Offset..<range.upperBound.utf8Offset]
      let breaks = [UInt8](repeating: 0x0A, count: slice.count { $0 == 0x0A })
      bytes.replaceSubrange(range.lowerBound.utf8Offset..<range.upperBound.utf8Offset, with: breaks)
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}

/// Walks a file for what ``MechanicalEdits`` removes.
private final class UIFinder: SyntaxVisitor {
  struct Removal {
    let node: Syntax
    let summary: String
  }

  struct Import {
    let module: String
    let line: Int
  }

  private let converter: SourceLocationConverter
  var removals: [Removal] = []
  var imports: [Import] = []
  var removedImports: Set<String> = []
  var removedTypes: Set<String> = []
  var usesURLSession = false

  init(converter: SourceLocationConverter) {
    self.converter = converter
    super.init(viewMode: .sourceAccurate)
  }

  /// Extensions of the removed types, or of the UI types themselves, go with them.
  func collectExtensions(of tree: SourceFileSyntax) {
    let gone = removedTypes.union(MechanicalEdits.viewTypes)
    for item in tree.statements {
      guard let decl = item.item.as(ExtensionDeclSyntax.self),
        let name = decl.extendedType.as(IdentifierTypeSyntax.self)?.name.text, gone.contains(name),
        !removals.contains(where: { $0.node.id == Syntax(decl).id })
      else { continue }
      removals.append(Removal(node: Syntax(decl), summary: "extension \(name), of a removed view"))
    }
  }

  override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
    let module = node.path.first?.name.text ?? ""
    imports.append(Import(module: module, line: node.startLocation(converter: converter).line))
    if MechanicalEdits.uiModules.contains(module) {
      removedImports.insert(module)
      removals.append(Removal(node: Syntax(node), summary: "import \(node.path.trimmedDescription)"))
    }
    return .skipChildren
  }

  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
    removeIfUI(node, kind: "struct", name: node.name.text, inheritance: node.inheritanceClause)
  }

  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
    removeIfUI(node, kind: "class", name: node.name.text, inheritance: node.inheritanceClause)
  }

  override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
    removeIfUI(node, kind: "enum", name: node.name.text, inheritance: node.inheritanceClause)
  }

  override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
    removeIfUI(node, kind: "extension", name: node.extendedType.trimmedDescription, inheritance: node.inheritanceClause)
  }

  override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind {
    guard node.macroName.text == "Preview" else { return .visitChildren }
    removals.append(Removal(node: Syntax(node), summary: "#Preview"))
    return .skipChildren
  }

  override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
    guard node.macroName.text == "Preview" else { return .visitChildren }
    removals.append(Removal(node: Syntax(node), summary: "#Preview"))
    return .skipChildren
  }

  override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
    if node.baseName.text == "URLSession" { usesURLSession = true }
    return .visitChildren
  }

  override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
    if node.name.text == "URLSession" { usesURLSession = true }
    return .visitChildren
  }

  private func removeIfUI(
    _ node: some DeclSyntaxProtocol, kind: String, name: String, inheritance: InheritanceClauseSyntax?
  ) -> SyntaxVisitorContinueKind {
    let inherited = (inheritance?.inheritedTypes ?? []).map { Self.baseName(of: $0.type) }
    guard let uiType = inherited.first(where: MechanicalEdits.viewTypes.contains) else { return .visitChildren }
    if kind != "extension" { removedTypes.insert(name) }
    removals.append(Removal(node: Syntax(node), summary: "\(kind) \(name): \(uiType)"))
    return .skipChildren
  }

  /// `View` for `View`, `SwiftUI.View` and `UIHostingController<Root>`.
  private static func baseName(of type: TypeSyntax) -> String {
    if let identifier = type.as(IdentifierTypeSyntax.self) { return identifier.name.text }
    if let member = type.as(MemberTypeSyntax.self) { return member.name.text }
    if let attributed = type.as(AttributedTypeSyntax.self) { return baseName(of: attributed.baseType) }
    return type.trimmedDescription
  }
}
