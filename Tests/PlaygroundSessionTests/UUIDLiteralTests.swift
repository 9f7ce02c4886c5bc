import ComposableArchitecture
import Foundation
import Lessons
import Testing

@testable import PlaygroundSession

/// A `UUID` typed in the shell, as the todos lesson's rows are addressed: as TCA's tests write
/// the incrementing generator's values, `UUID(0)`; as `state` prints one,
/// `UUID(00000000-0000-0000-0000-000000000000)`; or bare. A malformed one is one error line.
@MainActor
struct UUIDLiteralTests {
  static let oneRow = ["send .addTodoButtonTapped"]

  @Test func aUUIDIsTypedInEachOfItsThreeForms() async throws {
    let text = try await transcript("todos", Self.oneRow + [
      "state todos[id: UUID(0)].description",
      "state todos[id: UUID(00000000-0000-0000-0000-000000000000)].description",
      "state todos[id: 00000000-0000-0000-0000-000000000000].isComplete",
      "send .todos(.element(id: 00000000-0000-0000-0000-000000000000, action: .binding(.set(\\.description, \"Milk\"))))",
      "send \\.todos[id: UUID(0)].binding.description, \"Oat milk\"",
    ])
    #expect(text.hasSuffix(#"""
      todos> state todos[id: UUID(0)].description
      ""
      todos> state todos[id: UUID(00000000-0000-0000-0000-000000000000)].description
      ""
      todos> state todos[id: 00000000-0000-0000-0000-000000000000].isComplete
      false
      todos> send .todos(.element(id: 00000000-0000-0000-0000-000000000000, action: .binding(.set(\.description, "Milk"))))
        Todos.State(
          editMode: .inactive,
          filter: .all,
          todos: [
            [0]: Todo.State(
      -       description: "",
      +       description: "Milk",
              id: UUID(00000000-0000-0000-0000-000000000000),
              isComplete: false
            )
          ]
        )
      todos> send \.todos[id: UUID(0)].binding.description, "Oat milk"
        Todos.State(
          editMode: .inactive,
          filter: .all,
          todos: [
            [0]: Todo.State(
      -       description: "Milk",
      +       description: "Oat milk",
              id: UUID(00000000-0000-0000-0000-000000000000),
              isComplete: false
            )
          ]
        )

      """#))
  }

  @Test func aMalformedUUIDIsOneErrorLine() async throws {
    let text = try await transcript("todos", Self.oneRow + [
      "send \\.todos[id: 00000000-0000-0000-0000-00000000000].binding.isComplete, true",
      "send \\.todos[id: 0000000-0000-0000-0000-000000000000].binding.isComplete, true",
      "send \\.todos[id: 00000000-0000-0000-0000-00000000000g].binding.isComplete, true",
      "state todos[id: 00000000-0000-0000-0000]",
      "send \\.todos[id: UUID(-1)].binding.isComplete, true",
      "send \\.todos[id: UUID(\"a\")].binding.isComplete, true",
      "send \\.todos[id: 1].binding.isComplete, true",
      "state todos[id: UUID(4)]",
    ])
    let malformed = "a UUID is 32 hexadecimal digits in groups of 8-4-4-4-12, as in 00000000-0000-0000-0000-000000000000"
    #expect(text.hasSuffix("""
      todos> send \\.todos[id: 00000000-0000-0000-0000-00000000000].binding.isComplete, true
      error: malformed UUID '00000000-0000-0000-0000-00000000000': \(malformed) (column 18)
      todos> send \\.todos[id: 0000000-0000-0000-0000-000000000000].binding.isComplete, true
      error: malformed UUID '0000000-0000-0000-0000-000000000000': \(malformed) (column 18)
      todos> send \\.todos[id: 00000000-0000-0000-0000-00000000000g].binding.isComplete, true
      error: malformed UUID '00000000-0000-0000-0000-00000000000g': \(malformed) (column 18)
      todos> state todos[id: 00000000-0000-0000-0000]
      error: malformed UUID '00000000-0000-0000-0000': \(malformed) (column 7)
      todos> send \\.todos[id: UUID(-1)].binding.isComplete, true
      error: UUID(-1) is not an incrementing UUID; type UUID(0), UUID(1), … (column 23)
      todos> send \\.todos[id: UUID("a")].binding.isComplete, true
      error: expected a number or 00000000-0000-0000-0000-000000000000 in UUID(…), found "a" (column 23)
      todos> send \\.todos[id: 1].binding.isComplete, true
      error: expected a UUID such as UUID(0) or UUID(uuidString: "00000000-0000-0000-0000-000000000000"), found 1 (column 18)
      todos> state todos[id: UUID(4)]
      error: todos has no element [id: UUID(4)]; it holds [id: UUID(0)] (column 7)

      """))
  }

  /// A number with a negative exponent has a `-` after hexadecimal digits, and stays a number.
  @Test func aNumberWithANegativeExponentIsNoUUID() throws {
    let tokens = try Lexer.tokens(in: "1e-5 deadbeef", startColumn: 1)
    #expect(tokens.map(\.kind) == [.float("1e-5"), .identifier("deadbeef"), .end])
    let uuid = try Lexer.tokens(in: "deadbeef-0000-0000-0000-00000000000a", startColumn: 1)
    #expect(uuid.map(\.kind) == [.uuid("DEADBEEF-0000-0000-0000-00000000000A"), .end])
  }

  @Test func tabOffersTheRowsIDsAsTCAsTestsWriteThem() async throws {
    let playground = try Playground(lessons: allLessons, lessonID: "todos") { _ in }
    for _ in 0..<2 { _ = await playground.execute("send .addTodoButtonTapped") }
    let context = playground.completionContext
    #expect(context.completions(for: "send .todos(.element(id: ").candidates == ["UUID(1)", "UUID(0)"])
    #expect(context.completions(for: "send \\.todos[id: ").candidates == ["UUID(1)", "UUID(0)"])
    #expect(context.completions(for: "state todos[").candidates == ["[id: UUID(1)]", "[id: UUID(0)]"])
  }

  /// The export writes the incrementing generator's values as TCA's tests do, and any other
  /// UUID by its string.
  @Test func theExportWritesUUIDsAsTCAsTestsDo() throws {
    let render = { (value: UUID) in try SwiftSource.render(ExportValue(value), context: .init()) }
    #expect(try render(UUID(0)) == "UUID(0)")
    #expect(try render(UUID(26)) == "UUID(26)")
    #expect(
      try render(UUID(uuidString: "DEADBEEF-DEAD-BEEF-DEAD-BEEFDEADBEEF")!)
        == #"UUID(uuidString: "DEADBEEF-DEAD-BEEF-DEAD-BEEFDEADBEEF")!"#
    )
    #expect(try render(UUID(-1)) == #"UUID(uuidString: "00000000-0000-0001-0000-000000000001")!"#)
  }

  /// A whole list is assigned in a test-mode assertion as an array literal; rows inserted on top
  /// export as the whole list, since setting each by id would append them. Offsets past the
  /// rows change nothing.
  @Test func aListIsAssignedWholeAndExportedWholeWhenItsOrderChanges() async throws {
    let text = try await transcript("todos", [
      "test on",
      "send .addTodoButtonTapped { $0.todos = [Todo.State(id: UUID(0))] }",
      "send .addTodoButtonTapped { $0.todos = [Todo.State(id: UUID(0)), Todo.State(id: UUID(0))] }",
      "send .addTodoButtonTapped { $0.todos = [Todo.State(id: UUID(1)), Todo.State(id: UUID(0))] }",
      "send .delete([0, 7])",
      "send .delete([-1])",
      "export test",
    ])
    #expect(text.contains("""
      todos (test)> send .addTodoButtonTapped { $0.todos = [Todo.State(id: UUID(0)), Todo.State(id: UUID(0))] }
      error: two elements have the id UUID(0) (column 66)
      """))
    #expect(text.contains("""
      todos (test)> send .delete([0, 7])
      ✔ send passed
      todos (test)> send .delete([-1])
      error: an offset is 0 or more, not -1 (column 15)
      """))
    #expect(text.contains("""
          await store.send(.addTodoButtonTapped) {
            $0.todos = [Todo.State(description: "", id: UUID(1), isComplete: false), Todo.State(description: "", id: UUID(0), isComplete: false)]
          }
      """))
  }
}
