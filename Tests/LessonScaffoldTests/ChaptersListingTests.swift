import Testing

@testable import LessonScaffold

/// Where `new` lists a lesson in `Lessons/Chapters.md`: last under "Your ideas", a chapter it
/// makes at the end when there is none.
struct ChaptersListingTests {
  @Test func aFileWithoutTheChapterGetsItAtTheEnd() {
    #expect(ChaptersListing.adding("MyIdea", to: "## Apps\n\n- todos\n") == "## Apps\n\n- todos\n\n## Your ideas\n\n- MyIdea\n")
    #expect(ChaptersListing.adding("MyIdea", to: "## Apps\n\n- todos") == "## Apps\n\n- todos\n\n## Your ideas\n\n- MyIdea\n")
  }

  @Test func theChapterKeepsItsPlaceAndItsProse() {
    let text = "## Your ideas\n\nMine.\n\n- MyIdea\n\n## Apps\n\n- todos\n"
    #expect(ChaptersListing.adding("Other", to: text) == "## Your ideas\n\nMine.\n\n- MyIdea\n- Other\n\n## Apps\n\n- todos\n")
    #expect(ChaptersListing.adding("First", to: "## Your ideas\n") == "## Your ideas\n\n- First\n")
  }

  @Test func windowsLineBreaksStay() {
    #expect(ChaptersListing.adding("MyIdea", to: "## Apps\r\n\r\n- todos\r\n") == "## Apps\r\n\r\n- todos\r\n\r\n## Your ideas\r\n\r\n- MyIdea\r\n")
  }
}
