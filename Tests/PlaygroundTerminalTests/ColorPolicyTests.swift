import PlaygroundTerminal
import Testing

@Suite struct ColorPolicyTests {
  @Test func onForATerminalWithAnOrdinaryEnvironment() {
    #expect(
      ColorPolicy.isEnabled(
        outputIsTerminal: true, environment: ["TERM": "xterm-256color"], noColorFlag: false))
    #expect(ColorPolicy.isEnabled(outputIsTerminal: true, environment: [:], noColorFlag: false))
  }

  @Test func offWhenOutputIsNotATerminal() {
    #expect(
      !ColorPolicy.isEnabled(
        outputIsTerminal: false, environment: ["TERM": "xterm"], noColorFlag: false))
  }

  @Test(arguments: ["1", "0", "false", " "])
  func offWhenNoColorHasAnyValue(_ value: String) {
    #expect(
      !ColorPolicy.isEnabled(
        outputIsTerminal: true, environment: ["NO_COLOR": value], noColorFlag: false))
  }

  @Test func onWhenNoColorIsEmpty() {
    #expect(
      ColorPolicy.isEnabled(
        outputIsTerminal: true, environment: ["NO_COLOR": ""], noColorFlag: false))
  }

  @Test func offForADumbTerminal() {
    #expect(
      !ColorPolicy.isEnabled(
        outputIsTerminal: true, environment: ["TERM": "dumb"], noColorFlag: false))
  }

  @Test func offWithTheFlag() {
    #expect(
      !ColorPolicy.isEnabled(
        outputIsTerminal: true, environment: ["TERM": "xterm"], noColorFlag: true))
  }
}
