import LessonRegistry

extension TutorialFiles {
  /// A lesson folder's `Tutorial.md` and Swift files, as the `EmbedLessonFiles` build plugin
  /// compiled them into this module: `tutorial: .embedded("counter")` in a lesson's
  /// registration.
  static func embedded(_ folder: String) -> TutorialFiles {
    let prefix = folder + "/"
    var sources: [String: String] = [:]
    for (path, text) in embeddedLessonFiles where path.hasPrefix(prefix) && path.hasSuffix(".swift") {
      sources[String(path.dropFirst(prefix.count))] = text
    }
    return TutorialFiles(
      folder: "Lessons/\(folder)", script: embeddedLessonFiles[prefix + "Tutorial.md"], sources: sources
    )
  }
}
