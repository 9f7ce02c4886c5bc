/// Initializers with every stored property, which TCA's example does not need: `export test`
/// writes a state that changes case (`$0 = .newGame(…)`) whole, each property labelled, and a
/// game's state and board have initializers of their own that take only some.
extension Game.State {
  init(board: Three<Three<Player?>>, currentPlayer: Player, oPlayerName: String, xPlayerName: String) {
    self.init(oPlayerName: oPlayerName, xPlayerName: xPlayerName)
    self.board = board
    self.currentPlayer = currentPlayer
  }
}

extension Three {
  init(first: Element, second: Element, third: Element) {
    self.init(first, second, third)
  }
}
