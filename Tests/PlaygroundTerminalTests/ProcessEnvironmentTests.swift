import Foundation
import PlaygroundTerminal
import Testing

@Suite struct ProcessEnvironmentTests {
  /// The process's variables, read one by one, say what Foundation's dictionary of them says.
  @Test func theProcessVariablesMatchFoundations() {
    let foundation = ProcessInfo.processInfo.environment
    let current = ProcessEnvironment.current
    #expect(!foundation.isEmpty)
    for (name, value) in foundation {
      #expect(current[name] == value, "\(name)")
    }
    #expect(current.variables == foundation)
    #expect(current["TCA_PLAYGROUND_NO_SUCH_VARIABLE"] == nil)
  }

  @Test func givenVariablesKeepTheFirstOfANameTwice() {
    let environment: ProcessEnvironment = ["HOME": "/home/blob", "TERM": "dumb", "HOME": "/elsewhere"]
    #expect(environment["HOME"] == "/home/blob")
    #expect(environment["TERM"] == "dumb")
    #expect(environment["NO_COLOR"] == nil)
    #expect(environment.variables == ["HOME": "/home/blob", "TERM": "dumb"])
  }
}
