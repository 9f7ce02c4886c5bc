import ComposableArchitecture
import Testing

@testable import Lessons
@testable import PlaygroundSession

/// A change to a `@Shared` value is written as TCA's shared-state tests write it: the method
/// the feature called, `$0.increment()`, or `$0 = Stats()` for a reset, when the lesson
/// declares them; the new value whole otherwise.
@MainActor
struct SharedChangeFormsTests {
  let state = withDependencies {
    $0.persistentReferences = PersistentReferences()
    $0.defaultFileStorage = .inMemory
  } operation: {
    SharedStateFileStorage.State()
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
    state.counter.$stats.withLock { change(&$0) }
    return try StateAssignments(from: before, to: ExportValue(state), sharedForms: forms).lines
  }

  @Test func aChangeOneOfTheLessonsMethodsMakesIsThatMethodsCall() throws {
    #expect(try assignments(lessonForms) { $0.increment() } == ["$0.counter.$stats.withLock { $0.increment() }"])
    #expect(try assignments(lessonForms) { $0.decrement() } == ["$0.counter.$stats.withLock { $0.decrement() }"])
  }

  /// Two increments at once, as a long run's one assertion or a write in test mode makes them:
  /// no one method makes the change.
  @Test func aChangeNoMethodMakesIsTheNewValueWhole() throws {
    let lines = try assignments(lessonForms) {
      $0.increment()
      $0.increment()
    }
    #expect(lines == ["$0.counter.$stats.withLock { $0 = Stats(count: 2, maxCount: 2, minCount: 0, numberOfCounts: 2) }"])
  }

  @Test func aResetToTheFirstValueIsTheInitializersCall() throws {
    state.counter.$stats.withLock { $0.increment() }
    #expect(try assignments(lessonForms) { $0 = Stats() } == ["$0.counter.$stats.withLock { $0 = Stats() }"])
  }

  /// Without the lesson's methods and initializer, every change is the new value whole.
  @Test func withoutTheLessonsDeclarationsEveryChangeIsWhole() throws {
    #expect(try assignments(SharedChangeForms()) { $0.increment() } == [
      "$0.counter.$stats.withLock { $0 = Stats(count: 1, maxCount: 1, minCount: 0, numberOfCounts: 1) }"
    ])
    #expect(try assignments(SharedChangeForms()) { $0 = Stats() } == [
      "$0.counter.$stats.withLock { $0 = Stats(count: 0, maxCount: 0, minCount: 0, numberOfCounts: 0) }"
    ])
  }

  /// A method of another type is never called on the value, nor an initializer that takes
  /// arguments or makes another type.
  @Test func onlyTheValuesOwnTypesFormsApply() throws {
    let others = SharedChangeForms(
      methods: [.mutating("increment", of: Int.self) { $0 += 1 }],
      initializers: [.initializer { 0 }, .initializer("count") { (count: Int) in Counter.State(count: count) }]
    )
    #expect(try assignments(others) { $0.increment() } == [
      "$0.counter.$stats.withLock { $0 = Stats(count: 1, maxCount: 1, minCount: 0, numberOfCounts: 1) }"
    ])
  }

  /// The export of a session writes the lesson's forms: `export test` builds its generator
  /// from the lesson's registration.
  @Test func theLessonsGeneratorWritesTheMethodsCall() throws {
    let lesson = try #require(allLessons.first { $0.id == "shared-stats" })
    let before = ExportValue(state)
    state.counter.$stats.withLock { $0.decrement() }
    let step = ExportStep(
      action: ExportValue(SharedStateFileStorage.Action.counter(.decrementButtonTapped)), before: before,
      expected: ExportValue(state)
    )
    let source = try TestSourceGenerator(lesson: lesson, suiteName: "SharedStatsTests").source([.send(step)])
    #expect(source.contains("""
          await store.send(.counter(.decrementButtonTapped)) {
            $0.counter.$stats.withLock { $0.decrement() }
          }
      """))
  }
}
