import ComposableArchitecture
import PlaygroundSession
import Testing

/// A list, `IdentifiedArray` with `forEach`, in a session of the todo list: its actions typed
/// both ways, its elements read by id, and a `@Reducer enum` destination addressed with `^`.
@MainActor
struct ListSessionTests {
  @Test func anElementsActionIsTypedAsAnActionOrACaseKeyPath() async throws {
    let text = try await todosTranscript([
      "send .todos(.element(id: 2, action: .checkBoxToggled))",
      "send \\.todos[id: 1].binding.description, \"Oat milk\"",
    ])
    #expect(text == #"""
      todos> send .todos(.element(id: 2, action: .checkBoxToggled))
        Todos.State(
          todos: [
            [0]: Todo.State(…),
            [1]: Todo.State(
              id: 2,
              description: "Eggs",
      -       isComplete: false
      +       isComplete: true
            )
          ],
          _destination: nil
        )
      received action:
        Todos.Action.todos(
          .element(
            id: 2,
            action: .delegate(
              .completionChanged(true)
            )
          )
        )
        (No state changes)
      todos> send \.todos[id: 1].binding.description, "Oat milk"
        Todos.State(
          todos: [
            [0]: Todo.State(
              id: 1,
      -       description: "Milk",
      +       description: "Oat milk",
              isComplete: false
            ),
            [1]: Todo.State(…)
          ],
          _destination: nil
        )

      """#)
  }

  @Test func stateReadsAnElementByID() async throws {
    let text = try await todosTranscript([
      "state todos[id: 2]",
      "state todos[id: 2].description",
      "state todos[id: 7]",
      "state todos[id: \"a\"]",
      "state todos.elements",
    ])
    #expect(text == """
      todos> state todos[id: 2]
      Todo.State(
        id: 2,
        description: "Eggs",
        isComplete: false
      )
      todos> state todos[id: 2].description
      "Eggs"
      todos> state todos[id: 7]
      error: todos has no element [id: 7]; it holds [id: 1], [id: 2] (column 7)
      todos> state todos[id: "a"]
      error: expected an Int, found "a" (column 22)
      todos> state todos.elements
      error: todos is an identified array, with no property 'elements'; read an element by id: todos[id: 1] (column 13)

      """)
  }

  @Test func caretAddressesTheFeatureInTheDestinationsCase() async throws {
    let text = try await todosTranscript([
      "send .editButtonTapped(id: 1)",
      "send ^.checkBoxToggled",
      "send ^.dismiss",
    ])
    #expect(text == """
      todos> send .editButtonTapped(id: 1)
        Todos.State(
          todos: […],
      -   _destination: nil
      +   _destination: .edit(
      +     Todo.State(
      +       id: 1,
      +       description: "Milk",
      +       isComplete: false
      +     )
      +   )
        )
      todos> send ^.checkBoxToggled
        Todos.State(
          todos: […],
          _destination: .edit(
            Todo.State(
              id: 1,
              description: "Milk",
      -       isComplete: false
      +       isComplete: true
            )
          )
        )
      received action:
        Todos.Action.destination(
          .presented(
            .edit(
              .delegate(
                .completionChanged(true)
              )
            )
          )
        )
        (No state changes)
      todos> send ^.dismiss
        Todos.State(
          todos: […],
      -   _destination: .edit(
      -     Todo.State(
      -       id: 1,
      -       description: "Milk",
      -       isComplete: true
      -     )
      -   )
      +   _destination: nil
        )

      """)
  }
}
