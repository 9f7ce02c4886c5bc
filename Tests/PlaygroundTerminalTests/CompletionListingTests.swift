import Testing

@testable import PlaygroundTerminal

@Suite struct CompletionListingTests {
  @Test func fillsColumnsTopToBottom() {
    let rows = CompletionListing.rows(for: ["a", "bb", "ccc", "dddd", "e"], width: 20)
    // Columns six wide (four plus two spaces): three fit in twenty, so two rows.
    #expect(rows == ["a     ccc   e", "bb    dddd"])
  }

  @Test func fallsBackToOneColumnWhenNothingFits() {
    let rows = CompletionListing.rows(
      for: ["incrementButtonTapped", "decrementButtonTapped"], width: 10)
    #expect(rows == ["incrementButtonTapped", "decrementButtonTapped"])
  }

  @Test func hidesTheSpaceAUniqueCompletionWouldAdd() {
    #expect(CompletionListing.rows(for: ["send ", "state "], width: 80) == ["send   state"])
  }

  @Test func nothingToListGivesNoRows() {
    #expect(CompletionListing.rows(for: [], width: 80) == [])
  }
}
