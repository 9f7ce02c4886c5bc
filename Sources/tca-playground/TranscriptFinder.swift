import Foundation

/// Turns the paths given to `check` into the transcript files to check: a file stands for
/// itself, whatever its name; a folder for every `*.transcript` file under it, at any depth,
/// skipping hidden files and folders. The list is sorted and has no duplicates, so what `check`
/// prints comes in the same order on every run.
enum TranscriptFinder {
  static let fileExtension = "transcript"

  /// A transcript file found.
  struct Found {
    /// As the user named it, or the folder given joined with the path inside it:
    /// `Transcripts/counter/basics.transcript`.
    let path: String
    /// The folders between the folder given and the file, `counter` (a lesson's, in
    /// `Transcripts/`); empty for a file named itself or at the top of the folder.
    let subfolder: String
  }

  /// - Throws: ``CommandError`` naming a path that is neither a file nor a folder, or a folder
  ///   that cannot be read.
  static func find(_ paths: [String]) throws(CommandError) -> [Found] {
    var found: [Found] = []
    for path in paths {
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
        throw CommandError("\(path): no such file or folder")
      }
      found += isFolder.boolValue ? try transcripts(in: path) : [Found(path: path, subfolder: "")]
    }
    // One name per file, the first given: `./a.transcript` and `a.transcript` are one file.
    var seen = Set<String>()
    return found.filter { seen.insert(URL(fileURLWithPath: $0.path).standardizedFileURL.path).inserted }
      .sorted { $0.path < $1.path }
  }

  private static func transcripts(in folder: String) throws(CommandError) -> [Found] {
    let url = URL(fileURLWithPath: folder, isDirectory: true)
    var failure: CommandError?
    guard
      let enumerator = FileManager.default.enumerator(
        at: url, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles],
        errorHandler: { url, error in
          failure = CommandError("\(url.path): cannot read: \(error.localizedDescription)")
          return false
        })
    else { throw CommandError("\(folder): cannot read the folder") }
    var paths: [Found] = []
    let prefix = folder.hasSuffix("/") ? folder : folder + "/"
    for case let file as URL in enumerator
    where file.pathExtension == fileExtension
      && (try? file.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true
    {
      // Named from the folder as the user gave it: `Transcripts/counter/basics.transcript`.
      let relative = file.standardizedFileURL.path.dropFirst(url.standardizedFileURL.path.count)
        .drop { $0 == "/" }
      let subfolder = relative.split(separator: "/").dropLast().joined(separator: "/")
      paths.append(Found(path: prefix + relative, subfolder: subfolder))
    }
    if let failure { throw failure }
    return paths
  }
}
