import ComposableArchitecture
import Foundation
import Testing

@testable import PlaygroundSession

/// A timeline row's label is cut to fit the axis, so it spells a list row's action short:
/// the key-path form a test writes, `.rows[id: UUID(3)].starred(true)`, which reaches the id
/// that tells two rows apart before the cut.
struct TimelineLabelTests {
  enum RowAction: Equatable { case starred(Bool), renamed(String) }
  enum ListAction { case rows(IdentifiedAction<UUID, RowAction>), named(IdentifiedAction<String, RowAction>), refresh }

  @Test func aRowsActionIsSpelledAsAKeyPathWithAShortUUID() {
    #expect(TimelineChart.shortAction(ListAction.rows(.element(id: UUID(3), action: .starred(true))))
      == ".rows[id: UUID(3)].starred(true)")
    #expect(TimelineChart.shortAction(ListAction.refresh) == ".refresh")
  }

  @Test func aUUIDNotMadeByTheIncrementingGeneratorIsKeptWhole() {
    let id = UUID(uuidString: "DEADBEEF-DEAD-BEEF-DEAD-BEEFDEADBEEF")!
    #expect(TimelineChart.shortAction(ListAction.rows(.element(id: id, action: .starred(false))))
      == ".rows[id: UUID(DEADBEEF-DEAD-BEEF-DEAD-BEEFDEADBEEF)].starred(false)")
  }

  /// Commas, brackets and `action: ` inside a string id or payload do not end the id early.
  @Test func aStringIDOrPayloadIsReadWhole() {
    #expect(TimelineChart.shortAction(ListAction.named(.element(id: "a, action: (b]", action: .renamed("x, y)"))))
      == #".named[id: "a, action: (b]"].renamed("x, y)")"#)
  }
}
