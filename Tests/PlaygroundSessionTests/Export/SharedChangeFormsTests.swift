import ComposableArchitecture
import Testing

@testable import Lessons
@testable import PlaygroundSession

/// A change to a `@Shared` value is written as TCA's shared-state tests write it: the method
/// the feature called, `$0.goUp()`, or `$0 = Stats()` for a reset, when the lesson
/// declares them; the new value whole otherwise.
@MainActor
struct SharedChangeFormsTests {
  let state = withDependencies {
    $0.persistentReferences = PersistentReferences()
    $0.defaultFileStorage = .inMemory
  } operation: {
    LiftFeature.State()
  }

  /// The shared-stats lesson's forms, as its registration declares them.
  var lessonForms: SharedChangeForms {
    get throws {
      let lesson = try #require(allLessons.first { $0.id == "shared-stats" })
      return SharedChangeForms(methods: lesson.methods, initializers: lesson.initializers)
    }
  }

  /// The assignments from the state before `change` to the state after it.
  func assignments(_ forms: SharedChangeForms, _ change: (inout Stats) -> Void) throws -> [String] {
    let before = ExportValue(state)
    state.cabin.$stats.withLock { change(&$0) }
    return try StateAssignments(from: before, to: ExportValue(state), sharedForms: forms).lines
  }

  @Test func aChangeOneOfTheLessonsMethodsMakesIsThatMethodsCall() throws {
    #expect(try assignments(lessonForms) { $0.goUp() } == ["$0.cabin.$stats.withLock { $0.goUp() }"])
    #expect(try assignments(lessonForms) { $0.goDown() } == ["$0.cabin.$stats.withLock { $0.goDown() }"])
  }

  /// Two increments at once, as a long run's one assertion or a write in test mode makes them:
  /// no one method makes the change.
  @Test func aChangeNoMethodMakesIsTheNewValueWhole() throws {
    let lines = try assignments(lessonForms) {
      $0.goUp()
      $0.goUp()
    }
    #expect(lines == ["$0.cabin.$stats.withLock { $0 = Stats(floor: 2, highest: 2, lowest: 0, trips: 2) }"])
  }

  @Test func aResetToTheFirstValueIsTheInitializersCall() throws {
    state.cabin.$stats.withLock { $0.goUp() }
    #expect(try assignments(lessonForms) { $0 = Stats() } == ["$0.cabin.$stats.withLock { $0 = Stats() }"])
  }

  /// Without the lesson's methods and initializer, every change is the new value whole.
  @Test func withoutTheLessonsDeclarationsEveryChangeIsWhole() throws {
    #expect(try assignments(SharedChangeForms()) { $0.goUp() } == [
      "$0.cabin.$stats.withLock { $0 = Stats(floor: 1, highest: 1, lowest: 0, trips: 1) }"
    ])
    #expect(try assignments(SharedChangeForms()) { $0 = Stats() } == [
      "$0.cabin.$stats.withLock { $0 = Stats(floor: 0, highest: 0, lowest: 0, trips: 0) }"
    ])
  }

  /// A method of another type is never called on the value, nor an initializer that takes
  /// arguments or makes another type.
  @Test func onlyTheValuesOwnTypesFormsApply() throws {
    let others = SharedChangeForms(
      methods: [.mutating("increment", of: Int.self) { $0 += 1 }],
      initializers: [.initializer { 0 }, .initializer("count") { (count: Int) in Counter.State(count: count) }]
    )
    #expect(try assignments(others) { $0.goUp() } == [
      "$0.cabin.$stats.withLock { $0 = Stats(floor: 1, highest: 1, lowest: 0, trips: 1) }"
    ])
  }

  /// The export of a session writes the lesson's forms: `export test` builds its generator
  /// from the lesson's registration.
  @Test func theLessonsGeneratorWritesTheMethodsCall() throws {
    let lesson = try #require(allLessons.first { $0.id == "shared-stats" })
    let before = ExportValue(state)
    state.cabin.$stats.withLock { $0.goDown() }
    let step = ExportStep(
      action: ExportValue(LiftFeature.Action.cabin(.downButtonTapped)), before: before,
      expected: ExportValue(state)
    )
    let source = try TestSourceGenerator(lesson: lesson, suiteName: "SharedStatsTests").source([.send(step)])
    #expect(source.contains("""
          await store.send(.cabin(.downButtonTapped)) {
            $0.cabin.$stats.withLock { $0.goDown() }
          }
      """))
  }
}
