extension Playground {
  /// Why a transcript could not be exported: at which line, when one command is the cause.
  public struct ExportFailure: Error, Equatable, CustomStringConvertible {
    public let line: Int?
    public let description: String
  }

  /// Runs a transcript's commands in a fresh, muted session, as `check` runs them, and
  /// returns the session as a swift-testing suite named `suiteName`.
  ///
  /// A test drives one feature from its first state, so a command that starts the lesson
  /// over (`load`, `reset`) after steps were taken fails the export at its line; a `load`
  /// before any step chooses the lesson the test drives.
  ///
  /// - Parameter commands: Each command with its line in the transcript.
  public static func exportTest(
    _ commands: [(line: Int, command: String)],
    lessons: [Lesson],
    lessonID: String,
    suiteName: String,
    dataFolder: DataFolder = .temporary()
  ) async throws -> String {
    let playground = try Playground(lessons: lessons, lessonID: lessonID, dataFolder: dataFolder) { _ in }
    playground.output.isMuted = true
    // Each command's line, and how long the log was after it.
    var logged: [(line: Int, entries: Int)] = []
    for (line, command) in commands {
      let starts = playground.lessonStarts
      let stepsBefore = playground.host.exportLog.entries.count
      defer { logged.append((line, playground.host.exportLog.entries.count)) }
      if await playground.execute(command) == .quit { break }
      if playground.lessonStarts != starts, stepsBefore > 0 {
        await playground.host.tearDown()
        throw ExportFailure(
          line: line,
          description: "'\(command)' starts the lesson over after steps were taken; a test drives one feature from its first state, so give each part its own transcript"
        )
      }
    }
    do {
      let source = try playground.host.exportTest(named: suiteName)
      await playground.host.tearDown()
      return source
    } catch {
      await playground.host.tearDown()
      // The command that logged the entry the error is about.
      let line = error.entry.flatMap { entry in logged.first { $0.entries > entry }?.line }
      throw ExportFailure(line: line, description: error.description)
    }
  }
}
