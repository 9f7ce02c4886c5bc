import Foundation
import PlaygroundPackage

/// Writes a new lesson into a package: `Lessons/NAME/` with the feature and its registration,
/// its test in `Tests/LessonsTests`, an empty transcript in `Transcripts/<id>/`, and its line in
/// `Lessons/Chapters.md`; then the package builds with it, and nothing else lists it.
///
/// All or nothing: the name is checked first; each new folder and file is written next to its
/// place under a hidden name, and moved into place only once all are, `Chapters.md` last; if a
/// move fails, the ones made before it are taken back.
public struct LessonScaffold: Sendable {
  let check: NameCheck

  public init(package: PackageRoot, commandNames: some Sequence<String>) {
    check = NameCheck(package: package, commandNames: commandNames)
  }

  var package: PackageRoot { check.package }

  static let chaptersPath = "Lessons/Chapters.md"

  /// Writes the lesson `typed` names; returns its names and the paths written, relative to
  /// the package, `Lessons/Chapters.md` last.
  public func write(_ typed: String) throws(ScaffoldError) -> (name: LessonName, paths: [String]) {
    let name = try check.check(typed)
    let chapters: String
    do {
      chapters = try String(contentsOf: package.file(Self.chaptersPath), encoding: .utf8)
    } catch {
      throw .failure("cannot read \(Self.chaptersPath): \(Self.reason(error))")
    }
    var staging = Staging(package: package)
    defer { staging.removeTemporaries() }
    do {
      // A new folder moves in whole, with its files: Lessons/NAME, Transcripts/<id>.
      let newFolders = ["Lessons/\(name.folder)", ScaffoldFiles.transcriptFolder(of: name)]
      for (path, text) in ScaffoldFiles.files(of: name) {
        let folder = String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)])
        if newFolders.contains(folder) {
          try staging.write(text, to: path, inNewFolder: folder)
        } else {
          try staging.write(text, to: path)
        }
      }
      try staging.write(ChaptersListing.adding(name.folder, to: chapters), to: Self.chaptersPath)
    } catch {
      throw .failure("cannot write in \(package.url.path): \(Self.reason(error)); nothing was written")
    }
    try staging.moveIntoPlace()
    return (name, ScaffoldFiles.paths(of: name) + [Self.chaptersPath])
  }

  /// The system's words for a failed read or write, `permission denied`.
  static func reason(_ error: any Error) -> String {
    guard let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? POSIXError else {
      return error.localizedDescription
    }
    return String(cString: strerror(underlying.code.rawValue)).lowercased()
  }
}

/// Files and folders written under hidden names next to their places (`Lessons/.MyIdea.new`),
/// on the same file system, so that a rename moves each into place in one step, and no build
/// or check sees them before.
private struct Staging {
  let package: PackageRoot
  /// Paths relative to the package, in the order they were staged.
  private var entries: [String] = []

  init(package: PackageRoot) {
    self.package = package
  }

  mutating func write(_ text: String, to path: String) throws {
    try Data(text.utf8).write(to: package.file(Self.hidden(path)))
    entries.append(path)
  }

  mutating func write(_ text: String, to path: String, inNewFolder folder: String) throws {
    if !entries.contains(folder) {
      try FileManager.default.createDirectory(at: package.file(Self.hidden(folder)), withIntermediateDirectories: false)
      entries.append(folder)
    }
    let file = package.file(Self.hidden(folder)).appending(path: String(path.dropFirst(folder.count + 1)))
    try Data(text.utf8).write(to: file)
  }

  /// Renames each entry into place, in order; on a failure, removes the ones already moved,
  /// all of them new, since the one entry that replaces a file, `Chapters.md`, is last.
  mutating func moveIntoPlace() throws(ScaffoldError) {
    for (index, path) in entries.enumerated() where rename(package.file(Self.hidden(path)).path, package.file(path).path) != 0 {
      let reason = String(cString: strerror(errno))
      for moved in entries[..<index] { try? FileManager.default.removeItem(at: package.file(moved)) }
      throw .failure("cannot move \(path) into place: \(reason); nothing was written")
    }
    entries = []
  }

  /// Removes what is still staged.
  func removeTemporaries() {
    for path in entries { try? FileManager.default.removeItem(at: package.file(Self.hidden(path))) }
  }

  static func hidden(_ path: String) -> String {
    let slash = path.lastIndex(of: "/") ?? path.startIndex
    return path[..<slash] + "/." + path[path.index(after: slash)...] + ".new"
  }
}
