extension Playground {
  /// Why a transcript could not be exported: at which line, when one command is the cause.
  public struct ExportFailure: Error, Equatable, CustomStringConvertible {
    public let line: Int?
    public let description: String
  }

  /// Runs a transcript's commands in a fresh, muted session, as `check` runs them, and
  /// returns the session as a swift-testing suite named `suiteName`.
  ///
  /// Each time the lesson starts over after steps were taken (`reset`, `test on`, `test off`)
  /// a new `@Test` begins, since a test drives its feature from the first state. A test suite
  /// is about one feature, so loading another lesson after steps fails the export at its line;
  /// a `load` before any step chooses the lesson the tests drive.
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
    var sessions: [TestSourceGenerator.Session] = []
    // For each session, each command's line and how long the log was after it.
    var logged: [[(line: Int, entries: Int)]] = [[]]
    for (line, command) in commands {
      let starts = playground.session.lessonStarts
      let lesson = playground.lesson.id
      let session = playground.host.export.session
      let outcome = await playground.execute(command)
      if playground.session.lessonStarts != starts, !session.entries.isEmpty || !sessions.isEmpty {
        guard playground.lesson.id == lesson else {
          await playground.host.tearDown()
          throw ExportFailure(
            line: line,
            description: "'\(command)' loads another lesson after steps were taken; a test suite is about one feature, so give each lesson its own transcript"
          )
        }
        if !session.entries.isEmpty {
          sessions.append(session)
          logged.append([])
        }
      } else {
        logged[logged.count - 1].append((line, playground.host.export.entryCount))
      }
      if outcome == .quit { break }
    }
    let last = playground.host.export.session
    if !last.entries.isEmpty || sessions.isEmpty { sessions.append(last) }
    await playground.host.tearDown()
    do throws(ExportError) {
      return try TestSourceGenerator(lesson: playground.lesson, suiteName: suiteName).source(sessions: sessions)
    } catch {
      // The command that logged the entry the error is about.
      let line = error.entry.flatMap { entry in logged[error.session].first { $0.entries > entry }?.line }
      throw ExportFailure(line: line, description: error.description)
    }
  }
}
