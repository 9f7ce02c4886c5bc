import Lessons
import PlaygroundSession

/// The lessons of completion tests' sessions: the standard ones, the garden, the sign-up flow and
/// the todo list. The test's todo list, with `Int` ids, stands in for the lesson of its id.
@MainActor
var completionLessons: [Lesson] { allLessons.filter { $0.id != Lesson.todos.id } + [.garden, .signUpFlow, .todos] }

/// A session of `lesson` (one of ``completionLessons``) after `commands`, as Tab completion
/// sees it.
@MainActor
func completionContext(_ lesson: String = "garden", after commands: [String] = []) async throws
  -> CompletionContext
{
  let playground = try Playground(lessons: completionLessons, lessonID: lesson) { _ in }
  for command in commands { _ = await playground.execute(command) }
  return playground.completionContext
}

extension CompletionContext {
  /// The line after Tab when there is exactly one candidate; `nil` otherwise.
  func completedLine(_ line: String) -> String? {
    let completions = completions(for: line)
    guard completions.candidates.count == 1 else { return nil }
    return line.dropLast(completions.replacing) + completions.candidates[0]
  }
}
