import Foundation
import FoundationXML
import PlaygroundTestSupport
import Testing

/// What `check` reports beyond PASS and FAIL: JUnit XML, GitHub annotations, the same output
/// whichever process checked each file.
struct CheckReportTests {
  /// A transcript whose expected lines hold what XML, annotations and paths must escape.
  let awkward = """
    counter> state
    Counter.State(count: 0) <tag> & "quoted" 'single' 50% \u{1B}[31m\u{07}

    """

  func folderWithAPassAFailureAndAnError() throws -> TemporaryFolder {
    let folder = try TemporaryFolder()
    try folder.write("a/pass.transcript", "counter> state\nCounter.State(count: 0)\n")
    try folder.write("a/fail,odd:name.transcript", awkward)
    try folder.write("b/bad.transcript", "countr> state\n")
    return folder
  }

  @Test func junitXMLIsValidWithOneTestcasePerTranscript() async throws {
    let folder = try folderWithAPassAFailureAndAnError()
    let result = try await Program.run(["check", "--junit", "report.xml", "a", "b"], in: folder.url)
    #expect(result.status == 2)
    let document = try XMLDocument(xmlString: try folder.read("report.xml"))
    let suites = try #require(document.rootElement())
    #expect(suites.name == "testsuites")
    #expect(suites.attribute(forName: "tests")?.stringValue == "3")
    #expect(suites.attribute(forName: "failures")?.stringValue == "1")
    #expect(suites.attribute(forName: "errors")?.stringValue == "1")
    let cases = try document.nodes(forXPath: "//testcase").compactMap { $0 as? XMLElement }
    #expect(cases.map { $0.attribute(forName: "name")?.stringValue } == ["a/fail,odd:name.transcript", "a/pass.transcript", "b/bad.transcript"])
    #expect(cases.allSatisfy { Double($0.attribute(forName: "time")?.stringValue ?? "") != nil })
    let failure = try #require(cases[0].elements(forName: "failure").first)
    #expect(failure.attribute(forName: "message")?.stringValue == "a/fail,odd:name.transcript:2: the output differs from the transcript")
    #expect(failure.stringValue?.contains("-Counter.State(count: 0) <tag> & \"quoted\" 'single' 50% \u{FFFD}[31m\u{FFFD}\n+Counter.State(count: 0)") == true)
    #expect(cases[1].childCount == 0)
    let error = try #require(cases[2].elements(forName: "error").first)
    #expect(error.attribute(forName: "message")?.stringValue?.hasPrefix("b/bad.transcript:1: unknown lesson 'countr'") == true)
  }

  @Test func onGitHubActionsFailuresAndErrorsAreAnnotated() async throws {
    let folder = try folderWithAPassAFailureAndAnError()
    let result = try await Program.run(["check", "a", "b"], in: folder.url, environment: ["GITHUB_ACTIONS": "true"])
    let annotations = result.output.split(separator: "\n").filter { $0.hasPrefix("::") }
    #expect(annotations.count == 2)
    #expect(annotations.first?.hasPrefix(
      "::error file=a/fail%2Codd%3Aname.transcript,line=2::the output differs from the transcript:%0A--- a/fail,odd:name.transcript (expected)%0A"
    ) == true)
    #expect(annotations.first?.contains("50%25") == true)
    #expect(annotations.last?.hasPrefix("::error file=b/bad.transcript,line=1::b/bad.transcript:1: unknown lesson 'countr'") == true)
    let quiet = try await Program.run(["check", "a", "b"], in: folder.url)
    #expect(!quiet.output.contains("::error"))
  }

  @Test func theOutputIsTheSameWhicheverProcessesCheck() async throws {
    let folder = try folderWithAPassAFailureAndAnError()
    for number in 0..<6 {
      try folder.write("c/counter-\(number).transcript", "counter> send .incrementButtonTapped\n...\ncounter> state\nCounter.State(count: \(number % 2))\n")
    }
    let alone = try await Program.run(["check", "--jobs", "1", "."], in: folder.url)
    #expect(alone.status == 2)
    for jobs in [2, 3, 16] {
      let spread = try await Program.run(["check", "--jobs", "\(jobs)", "."], in: folder.url)
      #expect(spread.status == alone.status)
      #expect(spread.output == alone.output, "--jobs \(jobs)")
      #expect(spread.errors == alone.errors, "--jobs \(jobs)")
    }
  }

  @Test func foldersAreSearchedAtAnyDepthSkippingHiddenOnesAndEachFileIsCheckedOnce() async throws {
    let folder = try TemporaryFolder()
    let transcript = "counter> state\nCounter.State(count: 0)\n"
    try folder.write("b.transcript", transcript)
    try folder.write("sub/deeper/a.transcript", transcript)
    try folder.write("sub/notes.md", "")
    try folder.write(".hidden/c.transcript", "not checked")
    try folder.write("sub/.d.transcript", "not checked")
    try folder.write("named.txt", transcript)
    let result = try await Program.run(["check", "./", "b.transcript", "named.txt", "sub/deeper/"], in: folder.url)
    #expect(result.status == 0, "\(result.errors)")
    #expect(result.output == """
      PASS    ./b.transcript
      PASS    ./sub/deeper/a.transcript
      PASS    named.txt
      3 transcripts, 3 commands: 3 passed

      """)
  }
}
