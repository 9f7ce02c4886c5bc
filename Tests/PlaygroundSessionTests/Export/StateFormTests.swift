import Testing

@testable import Lessons
@testable import PlaygroundSession

/// The export recorder leaves a step's state forms to be built when an export reads them,
/// and each reads a `@Shared` value as it was when the step was logged, however it changes
/// afterwards.
@MainActor
struct StateFormTests {
  func steps(of playground: Playground) -> [ExportStep] {
    playground.host.export.session.entries.compactMap(\.step)
  }

  @Test func aStateFormBuiltLaterReadsTheSharedValueOfItsStep() async throws {
    let playground = try Playground(lessons: allLessons, lessonID: "shared-stats", sink: { _ in })
    _ = await playground.execute("send .cabin(.upButtonTapped)")
    let logged = ExportValue(playground.host.currentState)
    #expect(steps(of: playground)[0].expectedForm.isBuilt == false, "left to be built")
    _ = await playground.execute("send .show(.lobby)")
    _ = await playground.execute("send .cabin(.upButtonTapped)")
    let steps = steps(of: playground)
    #expect(steps.count == 3)
    // Built after the count went on to 2, the first step's state still has the 1 it logged.
    #expect(steps[0].expected == logged)
    #expect(steps[0].expected != ExportValue(playground.host.currentState))
    await playground.host.tearDown()
  }
}
