import Foundation
import PackagePlugin

/// Compiles each lesson folder's Swift files and `Tutorial.md` into the `Lessons` module as
/// string literals, so the tutorial and the code `source` prints are part of the binary and
/// always match the code that runs.
///
/// The files are the target's own, keyed by their path inside it (`counter/Counter.swift`);
/// files at the top of the target, such as `Lessons.swift` and `README.md`, are left out.
@main
struct EmbedLessonFiles: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    guard let target = target as? SwiftSourceModuleTarget else { return [] }
    let root = target.directoryURL.standardizedFileURL.path + "/"
    let files = target.sourceFiles.compactMap { file -> (key: String, url: URL)? in
      let path = file.url.standardizedFileURL.path
      guard path.hasPrefix(root) else { return nil }
      let key = String(path.dropFirst(root.count))
      let isLessonFile = key.contains("/") && (key.hasSuffix(".swift") || key.hasSuffix("/Tutorial.md"))
      return isLessonFile ? (key, file.url) : nil
    }
    .sorted { $0.key < $1.key }
    let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedLessonFiles.swift")
    return [
      .buildCommand(
        displayName: "Embedding \(files.count) lesson files in \(target.name)",
        executable: try context.tool(named: "embed-lesson-files").url,
        arguments: [output.path] + files.flatMap { [$0.key, $0.url.path] },
        inputFiles: files.map(\.url),
        outputFiles: [output]
      )
    ]
  }
}
