import ComposableArchitecture
import Foundation
import LessonRegistry

extension Lesson {
  static func todos(_ folder: LessonFolder) -> Lesson {
    Lesson(
      id: folder.id,
      title: "Todos",
      summary: "a list of child features: IdentifiedArray, forEach, and a debounced sort",
      // The rows a test-mode assertion writes, as TCA's tests do: `Todo.State(id: UUID(0))`.
      initializers: [
        .initializer("id") { (id: UUID) in Todo.State(id: id) },
        .initializer("id", "isComplete") { (id: UUID, isComplete: Bool) in Todo.State(id: id, isComplete: isComplete) },
        .initializer("description", "id", "isComplete") { (description: String, id: UUID, isComplete: Bool) in
          Todo.State(description: description, id: id, isComplete: isComplete)
        },
      ],
      uses: ["continuousClock", "uuid"],
      tutorial: folder.tutorial,
      initialState: { Todos.State() },
      reducer: { Todos() }
    )
  }
}
