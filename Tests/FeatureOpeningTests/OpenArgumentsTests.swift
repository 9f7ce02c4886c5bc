import FeatureOpening
import Testing

/// The shell's `open` line, and the arguments the registration keeps for `:reload`.
@Suite struct OpenArgumentsTests {
  @Test func quotedWordsStayWholeAndOptionsTakeTheirValues() throws {
    let arguments = try OpenArguments(line: #"Garden.swift "My Folder" --state 'Garden.State(name: "a b")' --explain"#)
    #expect(arguments.request == OpenRequest(paths: ["Garden.swift", "My Folder"], state: #"Garden.State(name: "a b")"#))
    #expect(arguments.explain)
  }

  @Test func theRequestsArgumentsReadBackAsTheRequest() throws {
    let request = OpenRequest(paths: ["/a/Sun.swift", "/a/b c/"], feature: "Rain", state: "Rain.State()")
    #expect(try OpenArguments(request.arguments).request == request)
  }

  @Test func mistakesAreOneLine() {
    #expect(throws: OpenError("open: --feature needs a value")) { try OpenArguments(line: "A.swift --feature") }
    #expect(throws: OpenError("open takes PATH…, --feature NAME, --state EXPR and --explain, not --fast")) {
      try OpenArguments(line: "A.swift --fast")
    }
    #expect(throws: OpenError("open: a quote (') is not closed")) { try OpenArguments(line: "'A.swift") }
  }
}
