import Lessons
import PlaygroundSession

/// The transcript text of commands run in a fresh session of a lesson.
@MainActor
func transcript(_ lesson: String, _ commands: [String]) async throws -> String {
  try await Playground.replay(commands, lessons: allLessons, lessonID: lesson).text
}
