import Foundation

/// Completion of the file name after `:save`, `:load` and `:record`, as a shell completes one:
///
/// ```
/// :save bu          → bug.transcript      a file in the current folder, then a space
/// :load Trans       → Transcripts/        a folder, with its `/`, to go on inside it
/// :load ~/          → ~/notes/ …          in the home folder, kept spelled `~/`
/// :load .           → .hidden.transcript  hidden names only once the name starts with `.`
/// ```
///
/// The whole argument is the path, spaces included, as the commands take it. It runs on the
/// line editor's thread: it reads the folder with `opendir`, and a folder that cannot be read,
/// or a name that is not valid UTF-8 (which could not be typed back), gives nothing rather than
/// an error.
enum FileNameCompletion {
  /// The completer the commands use: relative to the process's current folder and `$HOME`.
  static let complete: ArgumentCompletion = { argument, _ in
    completions(
      for: argument,
      in: URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true),
      home: ProcessInfo.processInfo.environment["HOME"]
    )
  }

  /// The names that extend the path `typed`, read in `folder` (relative paths) and `home`
  /// (paths starting `~/`), each as a whole replacement for `typed`.
  static func completions(for typed: String, in folder: URL, home: String?) -> Completions {
    let slash = typed.lastIndex(of: "/")
    let typedFolder = slash.map { String(typed[...$0]) } ?? ""
    let partialName = slash.map { String(typed[typed.index(after: $0)...]) } ?? typed
    guard let listed = url(of: typedFolder, in: folder, home: home) else { return .none }
    let showsHidden = partialName.hasPrefix(".")
    let candidates = entries(of: listed)
      .filter { $0.name.hasPrefix(partialName) && (showsHidden || !$0.name.hasPrefix(".")) }
      .sorted { $0.name < $1.name }
      .map { typedFolder + $0.name + ($0.isFolder ? "/" : " ") }
    return Completions(candidates, extending: typed)
  }

  /// The folder a typed folder part names: `""` the current folder, `~/…` under `home`, an
  /// absolute path as is. `nil` for `~user/`, which is not expanded, or `~/` without a home.
  private static func url(of typedFolder: String, in folder: URL, home: String?) -> URL? {
    if typedFolder.isEmpty { return folder }
    if typedFolder.hasPrefix("~/") {
      guard let home else { return nil }
      return URL(fileURLWithPath: home, isDirectory: true).appending(path: String(typedFolder.dropFirst(2)))
    }
    if typedFolder.hasPrefix("~") { return nil }
    if typedFolder.hasPrefix("/") { return URL(fileURLWithPath: typedFolder, isDirectory: true) }
    return folder.appending(path: typedFolder)
  }

  private struct Entry {
    let name: String
    let isFolder: Bool
  }

  /// The entries of `folder`, without `.` and `..`; none when it cannot be read.
  private static func entries(of folder: URL) -> [Entry] {
    guard let directory = opendir(folder.path) else { return [] }
    defer { closedir(directory) }
    var found: [Entry] = []
    while let entry = readdir(directory) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
        String(validating: bytes.prefix { $0 != 0 }, as: UTF8.self)
      }
      guard let name, name != ".", name != ".." else { continue }
      // `stat` follows a link, so a link to a folder completes as a folder.
      var status = stat()
      let isFolder = stat(folder.appending(path: name).path, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR
      found.append(Entry(name: name, isFolder: isFolder))
    }
    return found
  }
}
