import Testing

@testable import PlaygroundSession

/// How the shell prints an issue the runtime reports: TCA's warnings run to several paragraphs.
@Suite struct RuntimeWarningLinesTests {
  @Test func aOneLineMessageIsOneLine() {
    #expect(IssueCollector.warningLines("Could not load Stats.") == ["runtime warning: Could not load Stats."])
  }

  @Test func laterLinesAreIndentedUnderTheFirstAndParagraphsKept() {
    let message = """
      A "forEach" received an action for a missing element.

        Action:
          Feature.Action.tap

      This is generally considered an application logic error.
      """
    #expect(
      IssueCollector.warningLines(message) == [
        #"runtime warning: A "forEach" received an action for a missing element."#,
        "",
        "    Action:",
        "      Feature.Action.tap",
        "",
        "  This is generally considered an application logic error.",
      ]
    )
  }

  @Test func blankLinesAroundTheMessageAreDropped() {
    #expect(IssueCollector.warningLines("\n\nOops\n  \n") == ["runtime warning: Oops"])
  }
}
