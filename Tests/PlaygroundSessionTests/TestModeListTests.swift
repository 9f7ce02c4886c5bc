import ComposableArchitecture
import PlaygroundSession
import Testing

/// Test mode with a list: assertions set an element by id, as a `TestStore` closure does
/// (`$0.todos[id: 1]?.isComplete = true`), and `receive` matches an element's action by its id.
@MainActor
struct TestModeListTests {
  @Test func anAssertionSetsAnElementByIDAndReceiveMatchesItsID() async throws {
    let text = try await todosTranscript([
      "test on",
      "send .todos(.element(id: 1, action: .checkBoxToggled)) { $0.todos[id: 1]?.isComplete = true }",
      "receive \\.todos[id: 1].delegate.completionChanged, true",
      "send .todos(.element(id: 2, action: .checkBoxToggled)) { $0.todos[id: 2].isComplete = true }",
      "send .todos(.element(id: 2, action: .checkBoxToggled)) { $0.todos[id: 2]?.isComplete = true }",
      "receive .todos(.element(id: 1, action: .delegate(.completionChanged(true))))",
      "send .clearCompletedButtonTapped { $0.todos[id: 1] = nil; $0.todos[id: 2] = nil }",
      "finish",
    ])
    #expect(text == #"""
      todos> test on
      test mode: todos starts over in a TestStore; send ACTION { $0.… = … } asserts, receive takes what effects send back
      todos (test)> send .todos(.element(id: 1, action: .checkBoxToggled)) { $0.todos[id: 1]?.isComplete = true }
      received Todos.Action.todos(.element(id: 1, action: .delegate(.completionChanged(true)))); assert it with receive
      ✔ send passed
      todos (test)> receive \.todos[id: 1].delegate.completionChanged, true
      ✔ receive passed: Todos.Action.todos(.element(id: 1, action: .delegate(.completionChanged(true))))
      todos (test)> send .todos(.element(id: 2, action: .checkBoxToggled)) { $0.todos[id: 2].isComplete = true }
      error: Todo.State? is optional; write ?.isComplete to reach into it, as Swift does (column 74)
      todos (test)> send .todos(.element(id: 2, action: .checkBoxToggled)) { $0.todos[id: 2]?.isComplete = true }
      received Todos.Action.todos(.element(id: 2, action: .delegate(.completionChanged(true)))); assert it with receive
      ✔ send passed
      todos (test)> receive .todos(.element(id: 1, action: .delegate(.completionChanged(true))))
      ✘ Received unexpected action:

        Todos.Action.todos(
          .element(
            id: 2,
            action: .delegate(
              .completionChanged(true)
            )
          )
        )
      todos (test)> send .clearCompletedButtonTapped { $0.todos[id: 1] = nil; $0.todos[id: 2] = nil }
      ✔ send passed
      todos (test)> finish
      ✔ finish passed: no effects in flight, no actions left to receive

      """#)
  }

  /// An array stops the program when an element is set at another element's id; the shell's
  /// assertion leaves the element as it was, so the step fails on the difference and the session
  /// goes on.
  @Test func anElementSetAtAnotherElementsIDIsNotWritten() async throws {
    let text = try await todosTranscript([
      "test on",
      "send .todos(.element(id: 1, action: .checkBoxToggled)) { $0.todos[id: 1] = Todo.State(id: 7, description: \"Jam\") }",
      "receive \\.todos[id: 1].delegate.completionChanged, true",
    ])
    #expect(text == #"""
      todos> test on
      test mode: todos starts over in a TestStore; send ACTION { $0.… = … } asserts, receive takes what effects send back
      todos (test)> send .todos(.element(id: 1, action: .checkBoxToggled)) { $0.todos[id: 1] = Todo.State(id: 7, description: "Jam") }
      received Todos.Action.todos(.element(id: 1, action: .delegate(.completionChanged(true)))); assert it with receive
      ✘ A state change does not match expectation.

          \#u{2007} Todos.State(
          \#u{2007}   todos: [
          \#u{2007}     [0]: Todo.State(
          \#u{2007}       id: 1,
          \#u{2007}       description: "Milk",
          −       isComplete: false
          +       isComplete: true
          \#u{2007}     ),
          \#u{2007}     [1]: Todo.State(…)
          \#u{2007}   ],
          \#u{2007}   _destination: nil
          \#u{2007} )

      (Expected: −, Actual: +)
      todos (test)> receive \.todos[id: 1].delegate.completionChanged, true
      ✔ receive passed: Todos.Action.todos(.element(id: 1, action: .delegate(.completionChanged(true))))

      """#)
  }
}
