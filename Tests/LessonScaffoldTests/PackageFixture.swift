import Foundation
import LessonScaffold
import PlaygroundPackage
import PlaygroundTestSupport

/// A package folder with what `new` reads and writes, in the playground's layout: one lesson,
/// `counter`, a runtime type, a lesson test, a transcript. Nothing a test does reaches the
/// real repository.
struct PackageFixture {
  let folder: TemporaryFolder
  var root: PackageRoot { PackageRoot(url: folder.url) }

  /// The shell's and the command line's names the fixture's checks refuse as ids.
  static let commandNames = ["help", "send", "state", "check", "new"]

  static let chapters = """
    # Chapters

    ## Getting started

    - counter

    """

  /// - Parameter withLessonTests: Whether `Tests/LessonsTests` is there, where `new` writes
  ///   its test.
  init(withLessonTests: Bool = true) throws {
    folder = try TemporaryFolder()
    try folder.write("Package.swift", "// swift-tools-version: 6.0\n")
    try folder.write("Lessons/Chapters.md", Self.chapters)
    try folder.write("Lessons/counter/Counter.swift", "@Reducer\nstruct Counter {\n  struct State: Equatable {}\n}\n\nenum Stepper {}\n")
    try folder.write("Sources/ComposableArchitecture/Store/Store.swift", "@MainActor\npublic final class Store<State, Action> {}\n\nstruct StoreBox {}\n")
    try folder.write("Sources/LessonRegistry/Lesson.swift", "public struct Lesson: Sendable {}\n")
    try folder.write("Transcripts/counter/basics.transcript", "counter> state\nCounter.State()\n")
    if withLessonTests {
      try folder.write("Tests/LessonsTests/CounterFeatureTests.swift", "struct CounterFeatureTests {}\n\nstruct WidgetTests {}\n")
    }
  }

  var scaffold: LessonScaffold {
    LessonScaffold(package: root, commandNames: Self.commandNames)
  }

  /// Every file and folder under the package, with each file's text: what a refusal must leave
  /// as it was.
  func contents() throws -> [String: String] {
    let paths = try FileManager.default.subpathsOfDirectory(atPath: folder.url.path)
    return try Dictionary(uniqueKeysWithValues: paths.map { path in
      var isFolder: ObjCBool = false
      _ = FileManager.default.fileExists(atPath: folder.url.appending(path: path).path, isDirectory: &isFolder)
      return (path, isFolder.boolValue ? "(folder)" : try folder.read(path))
    })
  }
}
