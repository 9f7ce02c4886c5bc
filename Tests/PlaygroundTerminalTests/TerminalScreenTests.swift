import Testing

@Suite struct TerminalScreenTests {
  private func screen(_ output: String, width: Int = 10) -> TerminalScreen {
    TerminalScreen(width: width, height: 5, output: Array(output.utf8))
  }

  @Test func carriageReturnAndCursorForwardOverwriteInPlace() {
    let screen = screen("se\r\u{1B}[2Cnd x\r\nnext")
    #expect(screen.lines == ["send x", "next"])
    #expect(screen.cursorRow == 1 && screen.cursorColumn == 4)
  }

  @Test func wrapsOnlyWhenAnotherCharacterFollows() {
    #expect(screen("0123456789", width: 10).lines == ["0123456789"])
    #expect(screen("0123456789", width: 10).cursorRow == 0)
    #expect(screen("0123456789a", width: 10).lines == ["0123456789", "a"])
  }

  @Test func erasesInsertsAndDeletes() {
    #expect(screen("abcdef\u{1B}[3D\u{1B}[K").lines == ["abc"])
    #expect(screen("abcdef\u{1B}[4D\u{1B}[2P").lines == ["abef"])
    #expect(screen("abef\u{1B}[2D\u{1B}[2@cd").lines == ["abcdef"])
    #expect(screen("abc\u{8}\u{8}X").lines == ["aXc"])
  }

  @Test func movesBetweenRowsAndIgnoresColours() {
    let screen = screen("\u{1B}[32mone\u{1B}[0m\r\ntwo\u{1B}[A\rONE")
    #expect(screen.lines == ["ONE", "two"])
    #expect(screen.cursorLine == "ONE")
  }
}
