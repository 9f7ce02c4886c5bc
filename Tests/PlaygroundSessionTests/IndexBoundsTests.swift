import ComposableArchitecture
import Foundation
import PlaygroundText
import Testing

@testable import PlaygroundSession

/// Offsets and stack ids near `Int.max` crashed the shell (the fuzzer's exit 132): inside
/// Foundation's `IndexSet`, whose ranges end one past an offset, and in the stack's id
/// generator, which counts on from a pushed id. The parser bounds them, in one error line.
@MainActor
struct IndexBoundsTests {
  @Test(arguments: [
    "send .onDelete([9223372036854775807])",
    "send .onDelete(IndexSet(integer: 9223372036854775807))",
    "send .move(IndexSet(integer: 9223372036854775807), 0)",
    "send .move([0, 9223372036854775806], 0)",
  ])
  func anOffsetPastTheLimitIsOneError(_ command: String) async throws {
    let output = try await Playground.replay([command, "state"], lessons: [.shelf]).text
    let lines = output.split(separator: "\n")
    #expect(lines[1].hasPrefix("error: an offset is at most \(SessionLimits.largestIndex), not 922337203685477580"))
    #expect(lines[1].hasSuffix(")"))
    #expect(output.hasSuffix("    [1]: \"b\"\n  ]\n)\n"))
  }

  @Test func anOffsetAtTheLimitIsSent() async throws {
    let output = try await Playground.replay(
      ["send .onDelete([\(SessionLimits.largestIndex)])", "send .onDelete(IndexSet(integer: 0))"], lessons: [.shelf]
    ).text
    #expect(!output.contains("error:"))
    #expect(output.contains("  (No state changes)\n"))
    #expect(output.contains("-     [0]: \"a\",\n"))
  }

  @Test(arguments: [
    "send .path(.push(id: #9223372036854775807, state: .basics(Basics.State())))",
    "send .path(.push(id: 9223372036854775806, state: .basics(Basics.State())))",
    "send .path(.element(id: #9223372036854775807, action: .basics(.nextButtonTapped)))",
  ])
  func aStackIDPastTheLimitIsOneError(_ command: String) async throws {
    let output = try await Playground.replay([command, "send .startButtonTapped"], lessons: [.typedSignUpFlow]).text
    let lines = output.split(separator: "\n")
    #expect(lines[1].hasPrefix("error: a stack element id is at most #\(SessionLimits.largestIndex), not #922337203685477580"))
    #expect(!output.contains("warning"))
  }

  @Test func aPushAtTheLimitLeavesRoomForTheNextPush() async throws {
    let output = try await Playground.replay(
      ["send .path(.push(id: #\(SessionLimits.largestIndex), state: .basics(Basics.State())))", "send .startButtonTapped", "state path"],
      lessons: [.typedSignUpFlow]
    ).text
    #expect(!output.contains("error:"))
    #expect(output.contains("#\(SessionLimits.largestIndex + 1): .basics("))
  }
}

/// A list with swipe-to-delete and drag-to-move, whose actions carry an `IndexSet`.
@Reducer
struct Shelf {
  @ObservableState
  struct State: Equatable {
    var rows = ["a", "b"]
  }

  enum Action {
    case onDelete(IndexSet)
    case move(IndexSet, Int)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .onDelete(offsets):
        for offset in offsets.reversed() where offset < state.rows.count { state.rows.remove(at: offset) }
      case let .move(offsets, destination):
        let moved = offsets.filter { $0 < state.rows.count }.map { state.rows[$0] }
        state.rows.removeAll { moved.contains($0) }
        state.rows.insert(contentsOf: moved, at: min(destination, state.rows.count))
      }
      return .none
    }
  }
}

extension Lesson {
  /// The shelf as a lesson, for the bounds on offsets.
  static let shelf = Lesson(
    id: "shelf",
    title: "Shelf",
    summary: "a list whose actions carry offsets",
    initialState: { Shelf.State() },
    reducer: { Shelf() }
  )

  /// The sign-up flow whose first step can be typed, so a test can push it.
  static let typedSignUpFlow = Lesson(
    id: "flow",
    title: "Sign-up flow",
    summary: "a stack whose steps can be typed",
    initializers: [.initializer(make: { Basics.State() })],
    initialState: { SignUpFlow.State() },
    reducer: { SignUpFlow() }
  )
}
