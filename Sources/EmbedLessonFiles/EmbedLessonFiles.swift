import Foundation
import PackagePlugin

/// Registers the lessons and compiles their files in, from the `Lessons` target's folders:
///
/// - `allLessons`, in the order of `Lessons/Chapters.md`, each the registration its folder
///   declares under the folder's name in camel case (`sign-up` → `Lesson.signUp(_:)`), handed
///   the folder, whose name is the lesson's id. A folder missing from `Chapters.md`, or a name
///   there with no folder, stops the build; a folder with no registration does not compile.
/// - Each lesson folder's Swift files and `Tutorial.md` as string literals, so the tutorial
///   and the code `source` prints are part of the binary and always match the code that runs.
///   They are keyed by their path inside the target (`counter/Counter.swift`); files at the top
///   of the target, such as `LessonFolder.swift` and `README.md`, are left out.
@main
struct EmbedLessonFiles: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    guard let target = target as? SwiftSourceModuleTarget else { return [] }
    let root = target.directoryURL.standardizedFileURL.path + "/"
    let chapters = target.directoryURL.appending(path: "Chapters.md")
    let files = target.sourceFiles.compactMap { file -> (key: String, url: URL)? in
      let path = file.url.standardizedFileURL.path
      guard path.hasPrefix(root) else { return nil }
      let key = String(path.dropFirst(root.count))
      let isLessonFile = key.contains("/") && (key.hasSuffix(".swift") || key.hasSuffix("/Tutorial.md"))
      return isLessonFile ? (key, file.url) : nil
    }
    .sorted { $0.key < $1.key }
    let embedded = context.pluginWorkDirectoryURL.appending(path: "EmbeddedLessonFiles.swift")
    let registered = context.pluginWorkDirectoryURL.appending(path: "RegisteredLessons.swift")
    return [
      .buildCommand(
        displayName: "Registering the lessons of \(target.name) and embedding their \(files.count) files",
        executable: try context.tool(named: "embed-lesson-files").url,
        arguments: [embedded.path, registered.path, chapters.path] + files.flatMap { [$0.key, $0.url.path] },
        inputFiles: [chapters] + files.map(\.url),
        outputFiles: [embedded, registered]
      )
    ]
  }
}
