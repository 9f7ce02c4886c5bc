import Foundation
import PlaygroundTestSupport
import Testing

/// `tca-playground` with no arguments starts the shell without running swift-argument-parser,
/// for start-up time. It must be the shell that parsing no arguments gives, `tca-playground
/// shell`, byte for byte.
struct NoArgumentsTests {
  @Test func noArgumentsStartTheShellThatParsingNoneGives() async throws {
    let folder = try TemporaryFolder()
    let input = "state\nsend .incrementButtonTapped\nlessons\nload timers\nfrobnicate\nadvance 3s\n"
    let environment = ["XDG_STATE_HOME": folder.url.path, "NO_COLOR": "1"]
    let bare = try await Program.run([], in: folder.url, input: input, environment: environment, inheritEnvironment: false)
    let parsed = try await Program.run(["shell"], in: folder.url, input: input, environment: environment, inheritEnvironment: false)
    #expect(bare.output.hasPrefix("counter> state\nCounter.State(count: 0)\n"))
    #expect(bare.output.contains("error: "), "the unknown command is reported")
    #expect(bare.output == parsed.output)
    #expect(bare.errors == parsed.errors)
    #expect(bare.status == parsed.status)
  }
}
