import Foundation
import PlaygroundPackage
import PlaygroundReload

/// A copy of this package (a ``PackageCopy``) for `:reload` and `open` on edits, which builds
/// only what an edit to a lesson or an opened file makes `swift build` redo: the lessons' module
/// (some lessons, see ``Lessons``), with the plugin that embeds their files, the opened
/// feature's module, and the executable, linked. Every other module comes prebuilt from the
/// build that runs the tests.
///
/// A plain copy (``PackageCopy/prepare(of:)``) compiles every module again, swift-syntax included, as SwiftPM
/// keys a build on absolute paths. This one's manifest hands the compiler and the linker what
/// the real build gave its own `Lessons` and `tca-playground`: the module and plugin flags of
/// their commands in `.build/<configuration>.yaml`, and the executable's objects but theirs.
/// Its folder has the real package's name, from which SwiftPM names the Swift package that
/// `package` declarations belong to.
enum PrebuiltPackageCopy {
  /// What the copy holds: the lessons' shared files, the opened feature's module as committed
  /// (its generated folder is left behind), the executable's sources and the plugin's, the
  /// folders `new` writes a lesson's test and transcript into.
  static let copied = [
    "Lessons/LessonFolder.swift", "Lessons/README.md", "Sources/OpenedFeatures", "Sources/tca-playground",
    "Sources/EmbedLessonFiles", "Sources/embed-lesson-files", "Sources/LessonNames",
  ]

  /// Which lessons the copy's executable holds.
  enum Lessons {
    /// The real build's, linked as they are: the copy compiles no lesson.
    case prebuilt
    /// These lesson folders alone, compiled in the copy and listed in a `Chapters.md` of its
    /// own: a test that edits a lesson or adds one compiles these, not every lesson again.
    case compiled([String])
  }
  static let emptyFolders = ["Tests/LessonsTests", "Transcripts"]

  struct Unusable: Error, CustomStringConvertible {
    let description: String
  }

  /// A fresh copy of `source` in `source/.build/<folder>/<its folder's name>`, for a build of
  /// `source` in `configuration` that holds `tca-playground`. Tests that may run at once each
  /// name a folder of their own.
  ///
  /// - Parameter lessons: `.prebuilt` for a test that opens a feature, whose builds then compile
  ///   only its module and the executable, as in a package whose lessons are built.
  static func prepare(
    of source: PackageRoot, configuration: BuildConfiguration, folder: String, lessons: Lessons
  ) throws -> PackageCopy {
    let files = FileManager.default
    let root = source.url.appending(path: ".build/\(folder)/\(source.url.lastPathComponent)", directoryHint: .isDirectory)
    if files.fileExists(atPath: root.path) { try files.removeItem(at: root) }
    for path in copied {
      try files.createDirectory(at: root.appending(path: path).deletingLastPathComponent(), withIntermediateDirectories: true)
      try files.copyItem(at: source.file(path), to: root.appending(path: path))
    }
    // A package, to `--package`, has a `Lessons/Chapters.md`.
    var chapters = try String(contentsOf: source.file("Lessons/Chapters.md"), encoding: .utf8)
    if case let .compiled(names) = lessons {
      for name in names { try files.copyItem(at: source.file("Lessons/\(name)"), to: root.appending(path: "Lessons/\(name)")) }
      chapters = "# Chapters\n\n## Copied\n\n" + names.map { "- \($0)\n" }.joined()
    }
    try chapters.write(to: root.appending(path: "Lessons/Chapters.md"), atomically: true, encoding: .utf8)
    let generated = root.appending(path: "Sources/OpenedFeatures/Generated")
    if files.fileExists(atPath: generated.path) { try files.removeItem(at: generated) }
    for path in emptyFolders {
      try files.createDirectory(at: root.appending(path: path), withIntermediateDirectories: true)
    }
    let plan = try BuildPlan(package: source, configuration: configuration)
    let objects = root.appending(path: "prebuilt-objects")
    let compilesLessons = if case .compiled = lessons { true } else { false }
    try plan.prebuiltObjects(includingLessons: !compilesLessons).joined(separator: "\n")
      .write(to: objects, atomically: true, encoding: .utf8)
    let manifest = Self.manifest(
      lessonsFlags: compilesLessons ? try plan.moduleFlags(of: "Lessons") : nil,
      openedFlags: try plan.moduleFlags(of: "OpenedFeatures"),
      executableFlags: try plan.moduleFlags(of: "tca-playground"),
      linkFlags: try plan.libraryFlags() + ["@" + objects.path]
    )
    try manifest.write(to: root.appending(path: "Package.swift"), atomically: true, encoding: .utf8)
    return PackageCopy(package: PackageRoot(url: root))
  }

  /// The copy's manifest; without `lessonsFlags`, it has no `Lessons` target, and the
  /// executable imports and links the real build's.
  static func manifest(lessonsFlags: [String]?, openedFlags: [String], executableFlags: [String], linkFlags: [String]) -> String {
    let lessons = lessonsFlags.map { flags in
      """
          .target(
            name: "Lessons", path: "Lessons", exclude: ["README.md"],
            swiftSettings: [.unsafeFlags(\(literal(flags)))],
            plugins: ["EmbedLessonFiles"]
          ),
          .plugin(
            name: "EmbedLessonFiles", capability: .buildTool(), dependencies: ["embed-lesson-files"],
            path: "Sources/EmbedLessonFiles"
          ),
          .executableTarget(name: "embed-lesson-files", dependencies: ["LessonNames"]),
          .target(name: "LessonNames"),

      """
    } ?? ""
    return """
    // swift-tools-version: 6.0
    // Written by the tests' PrebuiltPackageCopy: the lessons and the executable, against the
    // modules and objects of the real package's build.
    import PackageDescription

    let package = Package(
      name: "tca-playground",
      products: [.executable(name: "tca-playground", targets: ["tca-playground"])],
      targets: [
    \(lessons)    .target(
          name: "OpenedFeatures", path: "Sources/OpenedFeatures",
          swiftSettings: [.unsafeFlags(\(literal(openedFlags)))]
        ),
        .executableTarget(
          name: "tca-playground", dependencies: \(lessonsFlags == nil ? "[\"OpenedFeatures\"]" : "[\"Lessons\", \"OpenedFeatures\"]"),
          swiftSettings: [.unsafeFlags(\(literal(executableFlags)))],
          linkerSettings: [.unsafeFlags(\(literal(linkFlags)))]
        ),
      ]
    )

    """
  }

  /// `strings` as a Swift array literal.
  static func literal(_ strings: [String]) -> String {
    let escaped = strings.map { "\"" + $0.replacing("\\", with: "\\\\").replacing("\"", with: "\\\"") + "\"" }
    return "[" + escaped.joined(separator: ", ") + "]"
  }
}
