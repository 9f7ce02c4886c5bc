import FeatureOpening
import Foundation
import LessonNames
import PlaygroundTestSupport
import Testing

/// The examples of the README and of every `docs/` page are real output. A block after
/// `<!-- excerpt of PATH -->` is a run of lines of that transcript, which the suite checks, with
/// `…` for lines left out and a `$ tca-playground …` line for how the session started. The block
/// after `<!-- output of tca-playground lessons -->` is the program's listing for a learner who
/// finished counter's tutorial and met timers' first three goals; the block after
/// `<!-- output of tca-playground new MyIdea -->` is what `new` prints in a package at
/// `/home/you/tca-playground`. Run with `UPDATE_README_EXAMPLES=1`, these tests write them into
/// the page that shows them.
@Suite struct ReadmeExamplesTests {
  static let root = DocumentationPages.root
  static let lessonsMarker = "<!-- output of tca-playground lessons -->"

  /// Each marker line with the lines of the fenced block right after it, and the range of
  /// those lines in `lines`.
  static func blocks(in lines: [String], markedBy prefix: String) -> [(marker: String, range: Range<Int>)] {
    lines.indices.compactMap { index in
      guard lines[index].hasPrefix(prefix), index + 1 < lines.count, lines[index + 1].hasPrefix("```") else { return nil }
      let start = index + 2
      guard let end = lines[start...].firstIndex(where: { $0.hasPrefix("```") }) else { return nil }
      return (lines[index], start..<end)
    }
  }

  @Test func excerptsAreLinesOfTheirCheckedTranscripts() throws {
    var count = 0
    for page in try DocumentationPages.all() {
      let lines = try DocumentationPages.lines(of: page)
      for (marker, range) in Self.blocks(in: lines, markedBy: "<!-- excerpt of ") {
        count += 1
        let path = marker.dropFirst("<!-- excerpt of ".count).dropLast(" -->".count)
        let transcript = try String(contentsOf: Self.root.appending(path: String(path)), encoding: .utf8)
          .components(separatedBy: "\n")
        // `$ tca-playground timers` starts the session the transcript is.
        let excerpt = lines[range].filter { !$0.hasPrefix("$ ") }
        #expect(
          Self.matches(excerpt, somewhereIn: transcript),
          "\(DocumentationPages.name(of: page))'s excerpt of \(path) is not in it:\n\(excerpt.joined(separator: "\n"))"
        )
      }
    }
    // The README's session, the tutorial's step, history, test mode.
    #expect(count >= 4)
  }

  /// Whether `excerpt`'s lines follow one another in `lines`, `…` standing for one or more.
  static func matches(_ excerpt: [String], somewhereIn lines: [String]) -> Bool {
    func match(_ e: ArraySlice<String>, _ l: ArraySlice<String>) -> Bool {
      guard let first = e.first else { return true }
      if first == "…" { return l.indices.dropFirst().contains { match(e.dropFirst(), l[$0...]) } }
      return l.first == first && match(e.dropFirst(), l.dropFirst())
    }
    return lines.indices.contains { match(excerpt[...], lines[$0...]) }
  }

  @Test func theLessonsListingIsTheProgramsOutput() async throws {
    let folder = try TemporaryFolder()
    let state = folder.url.appending(path: "state/tca-playground")
    try FileManager.default.createDirectory(at: state, withIntermediateDirectories: true)
    try Data(
      #"{"version":1,"current":"timers","lessons":{"counter":{"step":10,"completed":[1,2,3,4,5,6,7,8,9]},"timers":{"step":4,"completed":[1,2,3]}}}"#.utf8
    ).write(to: state.appending(path: "progress.json"))
    let result = try await Program.run(
      ["lessons"], in: folder.url, environment: ["XDG_STATE_HOME": folder.url.appending(path: "state").path]
    )
    #expect(result.status == 0)
    var listing = ["$ tca-playground lessons"] + result.output.components(separatedBy: "\n").dropLast()
    // Without the feature `open` built in, last, nor your lessons, the chapter before it when
    // `new` has made it: the page shows the project's.
    if let opened = listing.firstIndex(of: OpenPlan.chapter) { listing.removeSubrange(opened..<(listing.count - 1)) }
    if let yours = listing.firstIndex(of: LessonNames.ideasChapter) { listing.removeSubrange(yours..<(listing.count - 1)) }
    try Self.check(listing, after: Self.lessonsMarker)
  }

  @Test func theNewLessonReportIsTheProgramsOutput() async throws {
    let package = try NewCommandTests.package()
    let result = try await Program.run(["new", "MyIdea", "--package", package.url.path], in: package.url)
    #expect(result.status == 0)
    let output = result.output.replacing(package.url.path, with: "/home/you/tca-playground")
    try Self.check(["$ tca-playground new MyIdea"] + output.components(separatedBy: "\n").dropLast(), after: Self.newLessonMarker)
  }

  static let newLessonMarker = "<!-- output of tca-playground new MyIdea -->"

  /// Expects the block after `marker`, on the one page that has it, to be `output`, or writes
  /// it there with `UPDATE_README_EXAMPLES=1`.
  static func check(_ output: [String], after marker: String) throws {
    let found = try DocumentationPages.all().compactMap { page in
      let lines = try DocumentationPages.lines(of: page)
      return blocks(in: lines, markedBy: marker).first.map { (page: page, lines: lines, range: $0.range) }
    }
    try #require(found.count == 1, "\(found.count) pages show \(marker); one should")
    let (page, range) = (found[0].page, found[0].range)
    var lines = found[0].lines
    if ProcessInfo.processInfo.environment["UPDATE_README_EXAMPLES"] == "1" {
      lines.replaceSubrange(range, with: output)
      try Data(lines.joined(separator: "\n").utf8).write(to: page)
    } else {
      #expect(
        Array(lines[range]) == output,
        "\(DocumentationPages.name(of: page)): run with UPDATE_README_EXAMPLES=1 to write the real output"
      )
    }
  }
}
