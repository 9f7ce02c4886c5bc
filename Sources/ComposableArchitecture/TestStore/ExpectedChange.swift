@_spi(Internals) import CasePaths
import Dependencies

/// The trailing closure of a `send`, `receive` or `assert`, ready to run on a state: the
/// test's description of how the action changed it.
///
/// It runs with the feature's dependencies, so a closure that builds values with
/// `@Dependency(\.uuid)` gets what the reducer got, and with stack element ids counting from
/// where the action's started, so a pushed screen's id in the closure is the one the reducer
/// gave it.
struct ExpectedChange<State> {
  let closure: ((inout State) throws -> Void)?
  let dependencies: DependencyValues
  let stackElementIDs: StackElementIDGenerator
  /// Whether the store is exhaustive: helpers such as `XCTModify` that fail when they change
  /// nothing stay quiet when it is not, since the closure then gets the state after.
  let isExhaustive: Bool

  var isEmpty: Bool { closure == nil }

  /// Runs the closure on `state`. A closure that throws leaves what it changed before it threw.
  func apply(to state: inout State) throws {
    guard let closure else { return }
    try withDependencies {
      $0 = dependencies
      $0.stackElementID = stackElementIDs.incrementingCopy()
    } operation: {
      try StackStateAssertion.$isAsserting.withValue(true) {
        try XCTModifyLocals.$isExhaustive.withValue(isExhaustive) {
          try closure(&state)
        }
      }
    }
  }

  /// `state` as the closure leaves it.
  func applied(to state: State) throws -> State {
    var state = state
    try apply(to: &state)
    return state
  }
}
