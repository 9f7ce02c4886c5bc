@_spi(Internals) import CasePaths
import ComposableArchitecture
import Testing

/// What a `TestStore` sets around a test, as TCA's does: the main serial executor for its
/// lifetime, and whether helpers in an assertion closure may insist on a change.
@MainActor
struct TestStoreExecutorAndLocalsTests {
  /// The setting is process-wide and other tests rely on it, so it is off only within this
  /// synchronous test, where nothing else runs on the main actor.
  @Test func theStorePutsBackTheMainSerialExecutorSettingItFound() {
    uncheckedUseMainSerialExecutor = false
    defer { uncheckedUseMainSerialExecutor = true }
    var store: TestStoreOf<TestStoreWorkflowTests.Score>? = TestStore(
      initialState: TestStoreWorkflowTests.Score.State()
    ) {
      TestStoreWorkflowTests.Score()
    }
    #expect(uncheckedUseMainSerialExecutor)
    #expect(store?.useMainSerialExecutor == true)
    store = nil
    #expect(!uncheckedUseMainSerialExecutor, "put back as it was")
    _ = store
  }

  @Test func aStoreMadeWithTheSettingOnLeavesItOn() {
    uncheckedUseMainSerialExecutor = true
    var store: TestStoreOf<TestStoreWorkflowTests.Score>? = TestStore(
      initialState: TestStoreWorkflowTests.Score.State()
    ) {
      TestStoreWorkflowTests.Score()
    }
    store = nil
    #expect(uncheckedUseMainSerialExecutor)
    _ = store
  }

  /// `XCTModify` reports a closure that changed nothing unless `XCTModifyLocals.isExhaustive`
  /// is false, which the store sets when the closure gets the state after the action.
  @Test func helpersInAClosureAreExhaustiveOnlyWhenTheStoreIs() async {
    let store = TestStore(initialState: TestStoreWorkflowTests.Score.State()) {
      TestStoreWorkflowTests.Score()
    }
    let seen = LockIsolated<[Bool]>([])
    await store.send(.scored) {
      seen.withValue { $0.append(XCTModifyLocals.isExhaustive) }
      $0.points = 1
    }
    store.exhaustivity = .off
    await store.send(.scored) {
      seen.withValue { $0.append(XCTModifyLocals.isExhaustive) }
      $0.points = 2
    }
    store.exhaustivity = .off(showSkippedAssertions: true)
    await store.send(.scored) {
      seen.withValue { $0.append(XCTModifyLocals.isExhaustive) }
      $0.points = 3
    }
    #expect(seen.value == [true, false, false, false], "the last closure also runs on the state before")
  }

  /// A helper that fails when a value differs, inside a closure that gets the state after the
  /// action, passes; shown skipped assertions rerun it on the state before as expected issues.
  @Test func expectNoDifferenceInANonExhaustiveClosure() async {
    let store = TestStore(initialState: TestStoreWorkflowTests.Score.State()) {
      TestStoreWorkflowTests.Score()
    }
    store.exhaustivity = .off
    await store.send(.scored) {
      expectNoDifference($0.points, 1)
    }
    store.exhaustivity = .off(showSkippedAssertions: true)
    await store.send(.scored) {
      expectNoDifference($0.points, 2)
    }
  }
}
