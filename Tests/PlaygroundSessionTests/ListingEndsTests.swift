import ComposableArchitecture
import Testing

@testable import PlaygroundSession

/// Listings say nothing the lesson does not have: no heading over an empty list, and no module
/// name a macro's expansion spells out.
@MainActor
struct ListingEndsTests {
  @Test func aLessonUsingEveryFixedDependencyEndsWithoutAnEmptyHeading() async throws {
    let lines = try await Playground.replay(["dependency"], lessons: [.notebook]).text.split(separator: "\n")
    #expect(lines.count == 2 + FixedDependency.names.count)
    #expect(!lines.contains("the others, the same in every lesson:"))
    #expect(lines.last?.hasPrefix("  ") == true)
  }

  @Test func aReducerEnumCaseWithoutAFeatureListsItsActionAsNever() async throws {
    let output = try await Playground.replay(["actions"], lessons: [.notebook]).text
    #expect(output.contains(".note(Never)\n"))
    #expect(!output.contains("Swift."))
  }

  @Test(arguments: [
    ("Swift.Never", "Never"),
    ("Result<Swift.Int, any Swift.Error>", "Result<Int, any Error>"),
    ("MySwift.Never", "MySwift.Never"),
    ("Never", "Never"),
  ])
  func theStandardLibraryModuleIsLeftOut(_ written: String, _ shown: String) {
    #expect(AnyReflectedCase.withoutStandardLibraryModule(written) == shown)
  }
}

/// A notebook whose destination is a feature or a plain note, which `@Reducer enum` gives the
/// action `Never`.
@Reducer
struct Notebook {
  @ObservableState
  struct State: Equatable {
    @Presents var destination: Destination.State?
  }

  enum Action {
    case destination(PresentationAction<Destination.Action>)
  }

  @Reducer
  enum Destination {
    case basics(Basics)
    case note(String, pinned: Bool)
  }

  var body: some ReducerOf<Self> {
    EmptyReducer()
      .ifLet(\.$destination, action: \.destination)
  }
}

extension Notebook.Destination.State: Equatable {}

extension Lesson {
  /// The notebook as a lesson, using every dependency the playground sets.
  static let notebook = Lesson(
    id: "notebook",
    title: "Notebook",
    summary: "a destination with a case that is no feature",
    uses: FixedDependency.names,
    initialState: { Notebook.State() },
    reducer: { Notebook() }
  )
}
