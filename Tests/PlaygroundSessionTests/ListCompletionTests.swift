import PlaygroundSession
import Testing

/// Tab completion with a list, in the todo list: the ids the `IdentifiedArray` holds now,
/// offered where its `.element(id:action:)` takes one and nowhere else an `Int` is typed, and its
/// elements by id for `state`.
@MainActor
struct ListCompletionTests {
  @Test func offersTheIDsTheListHoldsNowOnlyWhereAnElementsIDIsTyped() async throws {
    let context = try await completionContext("todos")
    #expect(context.completedLine("send .todos(.element(") == "send .todos(.element(id: ")
    #expect(context.completions(for: "send .todos(.element(id: ").candidates == ["1", "2"])
    #expect(context.completions(for: "send \\.todos[id: ").candidates == ["1", "2"])
    #expect(context.completedLine("send .todos(.element(id: 2, ") == "send .todos(.element(id: 2, action: ")
    #expect(context.completedLine("send .todos(.element(id: 2, action: .check") == "send .todos(.element(id: 2, action: .checkBoxToggled")
    #expect(context.completions(for: "send \\.todos[id: 2].").candidates == [".binding", ".checkBoxToggled", ".delegate"])
    #expect(context.completions(for: "send .editButtonTapped(id: ") == .none)

    let cleared = try await completionContext("todos", after: [
      "send .todos(.element(id: 1, action: .checkBoxToggled))", "send .clearCompletedButtonTapped",
    ])
    #expect(cleared.completions(for: "send .todos(.element(id: ").candidates == ["2"])
  }

  @Test func offersTheListsElementsByIDForStatePaths() async throws {
    let context = try await completionContext("todos")
    #expect(context.completions(for: "state todos[").candidates == ["[id: 1]", "[id: 2]"])
    #expect(context.completions(for: "state todos[id: 2].").candidates == ["id", "description", "isComplete"])
  }
}
