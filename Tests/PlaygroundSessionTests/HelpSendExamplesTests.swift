import Lessons
import Testing

@testable import PlaygroundSession

/// `help send` shows examples made from the loaded lesson, and each one is a line the shell
/// takes in that lesson as it is: none is refused with an `error:`.
@MainActor
struct HelpSendExamplesTests {
  /// The sessions an example is shown in: a lesson as it starts, and in test mode.
  static let setups: [[String]] = [[], ["test on"]]

  @Test(arguments: allLessons.map(\.id))
  func everyExampleIsTakenInItsLesson(lesson: String) async throws {
    for setup in Self.setups {
      let examples = try await Self.examples(in: lesson, after: setup)
      for example in examples {
        // Taken, an example may still fail as a test store's assertion, which the runtime
        // reports as an issue: that is test mode at work, not a refusal.
        var printed: [String] = []
        await withKnownIssue(isIntermittent: true) {
          printed = try await Self.run(lesson, setup + [example])
        }
        #expect(!printed.isEmpty && !printed.contains { $0.hasPrefix("error:") }, "\(lesson) after \(setup) refuses its example \(example): \(printed)")
        // Nor is it sent to nothing, a child that is not there, which the runtime warns of.
        #expect(!printed.contains { $0.hasPrefix("runtime warning:") }, "\(lesson) after \(setup) sends its example \(example) to nothing: \(printed)")
      }
    }
  }

  /// Every lesson but those whose actions all carry an element's id (reusable-favoriting,
  /// reusable-offline-downloads) shows at least one.
  @Test func nearlyEveryLessonHasExamples() async throws {
    var without: [String] = []
    for lesson in allLessons.map(\.id) where try await Self.examples(in: lesson, after: []).isEmpty {
      without.append(lesson)
    }
    #expect(without.count <= 2, "\(without)")
  }

  /// `^` is shown while a feature is on top of the screen, and taken then.
  @Test func theTopMostFormIsShownWhileAFeatureIsOnTop() async throws {
    let setup = ["send .borrowButtonTapped"]
    #expect(try await !Self.examples(in: "multiple-destinations", after: []).contains("send ^.dismiss"))
    let examples = try await Self.examples(in: "multiple-destinations", after: setup)
    #expect(examples.contains("send ^.dismiss"))
    let printed = try await Self.run("multiple-destinations", setup + ["send ^.dismiss"])
    #expect(!printed.contains { $0.hasPrefix("error:") }, "\(printed)")
  }

  /// A child's action is shown only while its state is there: the basket's once it is open.
  @Test func aChildsActionIsShownWhileTheChildIsThere() async throws {
    let closed = try await Self.examples(in: "optional-state", after: [])
    #expect(!closed.contains { $0.hasPrefix("send \\.basket.") }, "\(closed)")
    let open = try await Self.examples(in: "optional-state", after: ["send .openBasketButtonTapped"])
    #expect(open.contains("send \\.basket.addSeatButtonTapped"), "\(open)")
  }

  /// Every example line `help send` prints after `setup`, without its indent: the lesson's
  /// own and any other.
  static func examples(in lesson: String, after setup: [String]) async throws -> [String] {
    let printed = try await run(lesson, setup + ["help send"])
    #expect(
      printed.contains("In \(lesson), as it is now:") || printed.last == "\(lesson) has no example of these forms to show now.",
      "\(printed)"
    )
    return printed.filter { $0.hasPrefix("  send ") }.map { String($0.dropFirst(2)) }
  }

  /// What a fresh session of `lesson` prints for the last of `lines`, after the others.
  static func run(_ lesson: String, _ lines: [String]) async throws -> [String] {
    var printed: [String] = []
    let sink = Printed()
    let playground = try Playground(
      lessons: allLessons, lessonID: lesson, dataFolder: .temporary(), sink: { sink.lines.append($0.text) }
    )
    for line in lines {
      sink.lines = []
      _ = await playground.execute(line)
      printed = sink.lines
    }
    return printed
  }
}

@MainActor
private final class Printed {
  var lines: [String] = []
}
