import Foundation
@testable import PlaygroundSession
import Testing

/// What `progress.json` holds, and how a damaged one is told apart.
struct TutorialProgressTests {
  @Test func roundTripsThroughSortedPrettyJSON() throws {
    let progress = TutorialProgress(current: "timers", lessons: [
      "timers": .init(step: 3, completed: [1, 2]),
      "counter": .init(step: 7, completed: [1, 2, 3, 4, 5, 6]),
    ])
    let json = progress.json()
    #expect(try TutorialProgress(json: json) == progress)
    let text = try #require(String(data: json, encoding: .utf8))
    #expect(text.hasPrefix("{\n  \"current\" : \"timers\",\n  \"lessons\" : {\n    \"counter\" : {"))
    #expect(text.hasSuffix("\"version\" : 1\n}\n"))
    #expect(json == progress.json(), "the same progress writes the same bytes")
  }

  @Test func countsOnlyTheStepsATutorialHas() {
    let progress = TutorialProgress(lessons: ["counter": .init(step: 9, completed: [1, 2, 8])])
    #expect(progress.completedCount("counter", stepCount: 6) == 2)
    #expect(progress.completedCount("timers", stepCount: 7) == 0)
  }

  @Test(arguments: [
    ("{\"version\": 1, \"lessons\": {", "not valid JSON"),
    ("", "not valid JSON"),
    ("{\"version\": 1}", "'lessons' missing at the top"),
    ("{\"version\": 1, \"lessons\": {\"counter\": {\"step\": \"two\", \"completed\": []}}}", "unexpected value at lessons.counter.step"),
    ("{\"version\": 2, \"lessons\": {}}", "format version 2, this playground reads version 1"),
  ])
  func damagedFilesSayWhatIsWrong(_ json: String, _ reason: String) {
    #expect(throws: TutorialProgress.DecodingFailure(description: reason)) {
      try TutorialProgress(json: Data(json.utf8))
    }
  }
}
