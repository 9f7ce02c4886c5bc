import ComposableArchitecture
import Foundation
import Testing

/// The reducers of `Fixtures/ThreeReducersInOneFile.swift` compiled, and are TCA's empty ones:
/// nothing to hold, no action to send.
@Suite struct ThreeReducersInOneFileTests {
  @Test func theStructHasEmptyStateAndNoActions() throws {
    let encoded = try JSONEncoder().encode(ThreeReducersEmptyFeature.State())
    #expect(String(decoding: encoded, as: UTF8.self) == "{}")
    #expect(ThreeReducersEmptyFeature.Action.reflectedCases.isEmpty)
  }

  @Test func theEnumsHaveNoCases() {
    #expect(Array(ThreeReducersFirstEnum.State.allCasePaths).isEmpty)
    #expect(ThreeReducersFirstEnum.Action.reflectedCases.isEmpty)
    #expect(Array(ThreeReducersSecondEnum.Action.allCasePaths).isEmpty)
  }
}
