import PlaygroundPackage
/// What `new` prints once it has written a lesson: where, each file and what it is, and the
/// command that builds the lesson in and starts it.
public struct NewLessonReport: Sendable {
  public let name: LessonName
  public let package: PackageRoot

  public init(name: LessonName, package: PackageRoot) {
    self.name = name
    self.package = package
  }

  /// The files, one a line, their roles lined up.
  public var written: [String] {
    ["wrote lesson \(name.id) in \(package.url.path):"]
      + table(
        Array(zip(ScaffoldFiles.paths(of: name), ScaffoldFiles.roles))
          + [(LessonScaffold.chaptersPath, "lists it under '\(ChaptersListing.chapter)'")]
      )
  }

  /// The commands that build the lesson in and start it, and run its test, in the package;
  /// the program running now was built without it.
  public var nextSteps: [String] {
    table([
      ("make run LESSON=\(name.id)", "rebuilds the playground and starts the lesson"),
      ("swift test --filter \(name.testSuiteName)", "runs its test"),
    ])
  }

  /// The same from the shell, which runs the build it started with: `:reload` builds the
  /// lesson in and goes on in the new build, where `load` starts it.
  public var nextStepsInTheShell: [String] {
    table([
      (":reload", "rebuilds the playground and goes on in the new build"),
      ("load \(name.id)", "then starts the lesson"),
    ])
  }

  private func table(_ rows: [(String, String)]) -> [String] {
    let width = rows.map(\.0.count).max() ?? 0
    return rows.map { left, right in "  " + left + String(repeating: " ", count: width - left.count) + "  " + right }
  }
}
