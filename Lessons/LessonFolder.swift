import LessonRegistry

/// A lesson's folder in `Lessons/`, as the EmbedLessonFiles build plugin hands it to the
/// folder's registration: its name gives the lesson's id, and its `Tutorial.md` and Swift
/// files, compiled in as text, are the tutorial's.
struct LessonFolder: Sendable {
  /// The lesson's id: the folder's name, `sign-up`, or for a folder named by its feature's
  /// type, as `tca-playground new` makes them, that name's words joined by `-`: `MyIdea` →
  /// `my-idea` (see README.md).
  let id: String
  /// The folder's name: `sign-up`, `MyIdea`.
  let name: String

  /// The folder's `Tutorial.md` and Swift files as the plugin embedded them, so `source` always
  /// prints the code that runs; `nil` when the folder has no `Tutorial.md`.
  var tutorial: TutorialFiles? {
    let prefix = name + "/"
    guard let script = embeddedLessonFiles[prefix + "Tutorial.md"] else { return nil }
    var sources: [String: String] = [:]
    for (path, text) in embeddedLessonFiles where path.hasPrefix(prefix) && path.hasSuffix(".swift") {
      sources[String(path.dropFirst(prefix.count))] = text
    }
    return TutorialFiles(folder: "Lessons/\(name)", script: script, sources: sources)
  }
}
