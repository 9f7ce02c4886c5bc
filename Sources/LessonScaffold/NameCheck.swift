import Foundation
import LessonNames
import PlaygroundPackage

/// Whether a typed name can be a new lesson in a package: a Swift type name that is no Swift
/// keyword, no type the runtime or Swift declares, no lesson's type or id, no command's name,
/// and no file `new` would write already. Reads the package, writes nothing.
public struct NameCheck: Sendable {
  let package: PackageRoot
  /// The shell's commands and the command line's subcommands: an id is typed where they are
  /// (`tca-playground ID`, `load ID`), so it cannot be one.
  let commandNames: Set<String>

  public init(package: PackageRoot, commandNames: some Sequence<String>) {
    self.package = package
    self.commandNames = Set(commandNames)
  }

  /// The new lesson's names, or the first reason `typed` cannot name one, as one line.
  public func check(_ typed: String) throws(ScaffoldError) -> LessonName {
    let name = try LessonName(typed)
    try checkReserved(name)
    // Its folder first: `new MyIdea` twice says that the lesson is there.
    try checkUnwritten(["Lessons/\(name.folder)"])
    try checkUntaken(name)
    try checkUnwritten([ScaffoldFiles.testPath(of: name), ScaffoldFiles.transcriptFolder(of: name)])
    return name
  }

  private func checkReserved(_ name: LessonName) throws(ScaffoldError) {
    let typed = name.typeName
    if SwiftKeywords.all.contains(name.registrationName) {
      throw .usage("'\(typed)' is reserved: its registration, Lesson.\(name.registrationName)(_:), would be a Swift keyword")
    }
    if ReservedNames.lessonMembers.contains(name.registrationName) {
      throw .usage("'\(typed)' is reserved: its registration, Lesson.\(name.registrationName)(_:), would clash with Lesson's member")
    }
    if commandNames.contains(name.id) {
      throw .usage("'\(typed)' is reserved: its id, \(name.id), is a command's name")
    }
    if ReservedNames.types.contains(typed) {
      throw .usage("'\(typed)' is reserved: Swift or a library the lessons use has a type of that name")
    }
    let runtime = TopLevelTypes(in: ["Sources/ComposableArchitecture", "Sources/LessonRegistry"], of: package, publicOnly: true)
    if let file = runtime.files[typed] {
      throw .usage("'\(typed)' is reserved: the runtime declares it, in \(file)")
    }
  }

  /// None of `paths` is there yet.
  private func checkUnwritten(_ paths: [String]) throws(ScaffoldError) {
    for path in paths {
      if FileManager.default.fileExists(atPath: package.file(path).path) {
        throw .usage("\(path) already exists; pick another name, or edit that lesson")
      }
    }
  }

  /// No lesson has the id, and no lesson or lesson test declares the type or the suite.
  private func checkUntaken(_ name: LessonName) throws(ScaffoldError) {
    if let folder = try lessonFolders().first(where: { LessonNames.id(ofFolder: $0) == name.id }) {
      throw .usage("'\(name.typeName)' is taken: its id, \(name.id), is the lesson in Lessons/\(folder)")
    }
    let declared = TopLevelTypes(in: ["Lessons", ScaffoldFiles.testsFolder], of: package, publicOnly: false)
    for type in [name.typeName, name.testSuiteName] {
      if let file = declared.files[type] {
        throw .usage("'\(name.typeName)' is taken: \(file) declares \(type)")
      }
    }
  }

  private func lessonFolders() throws(ScaffoldError) -> [String] {
    let lessons = package.file("Lessons")
    do {
      return try FileManager.default.contentsOfDirectory(atPath: lessons.path).filter { name in
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: lessons.appending(path: name).path, isDirectory: &isFolder)
          && isFolder.boolValue && !name.hasPrefix(".")
      }
      .sorted()
    } catch {
      throw .failure("cannot read \(lessons.path): \(error.localizedDescription)")
    }
  }
}
