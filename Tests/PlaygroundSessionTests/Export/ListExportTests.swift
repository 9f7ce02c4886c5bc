import Foundation
import Testing

@testable import PlaygroundSession

/// `export test` of a session with a list and a `@Reducer enum` destination: the test it writes
/// is `TodosSessionExport.swift`, next to this file, which this target compiles and runs.
@MainActor
struct ListExportTests {
  @Test func aListsSessionExportsTheTestThisTargetRuns() async throws {
    var printed: [String] = []
    let playground = try Playground(lessons: [.todos], lessonID: "todos") { printed.append($0.text) }
    for command in [
      "send .todos(.element(id: 1, action: .checkBoxToggled))",
      "send \\.todos[id: 2].binding.description, \"Oat milk\"",
      "send .editButtonTapped(id: 2)",
      "send ^.checkBoxToggled",
      "send ^.dismiss",
      "send .clearCompletedButtonTapped",
    ] {
      _ = await playground.execute(command)
    }
    printed = []
    _ = await playground.execute("export test")
    let source = printed.drop { !$0.hasPrefix("import") }.joined(separator: "\n") + "\n"
    let file = URL(filePath: #filePath).deletingLastPathComponent().appending(component: "TodosSessionExport.swift")
    #expect(source == (try String(contentsOf: file, encoding: .utf8)))
  }
}
