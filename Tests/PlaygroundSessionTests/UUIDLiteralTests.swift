import ComposableArchitecture
import Foundation
import Lessons
import Testing

@testable import PlaygroundSession

/// A `UUID` typed in the shell, as the shopping list's rows are addressed: as TCA's tests write
/// the incrementing generator's values, `UUID(0)`; as `state` prints one,
/// `UUID(00000000-0000-0000-0000-000000000000)`; or bare. A malformed one is one error line.
@MainActor
struct UUIDLiteralTests {
  static let oneRow = ["send .addItemButtonTapped"]

  @Test func aUUIDIsTypedInEachOfItsThreeForms() async throws {
    let text = try await transcript("todos", Self.oneRow + [
      "state items[id: UUID(0)].name",
      "state items[id: UUID(00000000-0000-0000-0000-000000000000)].name",
      "state items[id: 00000000-0000-0000-0000-000000000000].inBasket",
      "send .items(.element(id: 00000000-0000-0000-0000-000000000000, action: .nameChanged(\"Milk\")))",
      "send \\.items[id: UUID(0)].nameChanged, \"Oat milk\"",
    ])
    #expect(text.hasSuffix(#"""
      todos> state items[id: UUID(0)].name
      ""
      todos> state items[id: UUID(00000000-0000-0000-0000-000000000000)].name
      ""
      todos> state items[id: 00000000-0000-0000-0000-000000000000].inBasket
      false
      todos> send .items(.element(id: 00000000-0000-0000-0000-000000000000, action: .nameChanged("Milk")))
        ShoppingList.State(
          editMode: .inactive,
          items: [
            [0]: Grocery.State(
              id: UUID(00000000-0000-0000-0000-000000000000),
      -       name: "",
      +       name: "Milk",
              quantity: 1,
              inBasket: false
            )
          ],
          show: .all
        )
      todos> send \.items[id: UUID(0)].nameChanged, "Oat milk"
        ShoppingList.State(
          editMode: .inactive,
          items: [
            [0]: Grocery.State(
              id: UUID(00000000-0000-0000-0000-000000000000),
      -       name: "Milk",
      +       name: "Oat milk",
              quantity: 1,
              inBasket: false
            )
          ],
          show: .all
        )

      """#))
  }

  @Test func aMalformedUUIDIsOneErrorLine() async throws {
    let text = try await transcript("todos", Self.oneRow + [
      "send \\.items[id: 00000000-0000-0000-0000-00000000000].quantityChanged, 2",
      "send \\.items[id: 0000000-0000-0000-0000-000000000000].quantityChanged, 2",
      "send \\.items[id: 00000000-0000-0000-0000-00000000000g].quantityChanged, 2",
      "state items[id: 00000000-0000-0000-0000]",
      "send \\.items[id: UUID(-1)].quantityChanged, 2",
      "send \\.items[id: UUID(\"a\")].quantityChanged, 2",
      "send \\.items[id: 1].quantityChanged, 2",
      "state items[id: UUID(4)]",
    ])
    let malformed = "a UUID is 32 hexadecimal digits in groups of 8-4-4-4-12, as in 00000000-0000-0000-0000-000000000000"
    #expect(text.hasSuffix("""
      todos> send \\.items[id: 00000000-0000-0000-0000-00000000000].quantityChanged, 2
      error: malformed UUID '00000000-0000-0000-0000-00000000000': \(malformed) (column 18)
      todos> send \\.items[id: 0000000-0000-0000-0000-000000000000].quantityChanged, 2
      error: malformed UUID '0000000-0000-0000-0000-000000000000': \(malformed) (column 18)
      todos> send \\.items[id: 00000000-0000-0000-0000-00000000000g].quantityChanged, 2
      error: malformed UUID '00000000-0000-0000-0000-00000000000g': \(malformed) (column 18)
      todos> state items[id: 00000000-0000-0000-0000]
      error: malformed UUID '00000000-0000-0000-0000': \(malformed) (column 7)
      todos> send \\.items[id: UUID(-1)].quantityChanged, 2
      error: UUID(-1) is not an incrementing UUID; type UUID(0), UUID(1), … (column 23)
      todos> send \\.items[id: UUID("a")].quantityChanged, 2
      error: expected a number or 00000000-0000-0000-0000-000000000000 in UUID(…), found "a" (column 23)
      todos> send \\.items[id: 1].quantityChanged, 2
      error: expected a UUID such as UUID(0) or UUID(uuidString: "00000000-0000-0000-0000-000000000000"), found 1 (column 18)
      todos> state items[id: UUID(4)]
      error: items has no element [id: UUID(4)]; it holds [id: UUID(0)] (column 7)

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
    for _ in 0..<2 { _ = await playground.execute("send .addItemButtonTapped") }
    let context = playground.completionContext
    #expect(context.completions(for: "send .items(.element(id: ").candidates == ["UUID(0)", "UUID(1)"])
    #expect(context.completions(for: "send \\.items[id: ").candidates == ["UUID(0)", "UUID(1)"])
    #expect(context.completions(for: "state items[").candidates == ["[id: UUID(0)]", "[id: UUID(1)]"])
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

  /// A whole list is assigned in a test-mode assertion as an array literal; rows whose order
  /// changed export as the whole list, since setting each by id would append them. Offsets
  /// past the rows change nothing.
  @Test func aListIsAssignedWholeAndExportedWholeWhenItsOrderChanges() async throws {
    let text = try await transcript("todos", [
      "test on",
      "send .addItemButtonTapped { $0.items = [Grocery.State(id: UUID(0))] }",
      "send .addItemButtonTapped { $0.items = [Grocery.State(id: UUID(1)), Grocery.State(id: UUID(1))] }",
      "send .addItemButtonTapped { $0.items = [Grocery.State(id: UUID(0)), Grocery.State(id: UUID(1))] }",
      "send .editButtonTapped { $0.editMode = .active }",
      "send .rowsMoved([1], 0) { $0.items = [Grocery.State(id: UUID(1)), Grocery.State(id: UUID(0))] }",
      "send .rowsDeleted([0, 7])",
      "send .rowsDeleted([-1])",
      "export test",
    ])
    #expect(text.contains("""
      todos (test)> send .addItemButtonTapped { $0.items = [Grocery.State(id: UUID(1)), Grocery.State(id: UUID(1))] }
      error: two elements have the id UUID(1) (column 69)
      """))
    #expect(text.contains("""
      todos (test)> send .rowsDeleted([0, 7])
      ✔ send passed
      todos (test)> send .rowsDeleted([-1])
      error: an offset is 0 or more, not -1 (column 20)
      """))
    #expect(text.contains("""
          await store.send(.rowsMoved(IndexSet(integer: 1), 0)) {
            $0.items = [Grocery.State(id: UUID(1), name: "", quantity: 1, inBasket: false), Grocery.State(id: UUID(0), name: "", quantity: 1, inBasket: false)]
          }
      """))
  }
}
