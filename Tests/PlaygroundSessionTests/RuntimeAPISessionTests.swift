import ComposableArchitecture
import PlaygroundSession
import Testing

/// The shell with the runtime API beyond the five lessons: `IdentifiedAction`s parse, a
/// confirmation dialog is shown as it appears, and `effects` names a named effect.
@MainActor
struct RuntimeAPISessionTests {
  /// What the last of `commands` prints, run in a fresh chores list after the others.
  private func outputOfLast(_ commands: [String]) async throws -> String {
    let lines = try await Playground.replay(commands, lessons: [.chores])
    let last = try #require(lines.lastIndex { $0.text.hasPrefix("chores> ") })
    return Array(lines[last...]).text
  }

  @Test func identifiedActionsParseAndReachTheirElement() async throws {
    #expect(try await outputOfLast(["send .rows(.element(id: 1, action: .toggle))"]) == """
      chores> send .rows(.element(id: 1, action: .toggle))
        Chores.State(
          rows: [
            [0]: Chore.State(
              id: 1,
              title: "Dishes",
      -       isDone: false
      +       isDone: true
            )
          ],
          _confirmationDialog: nil,
          polls: 0
        )

      """)
  }

  @Test func aConfirmationDialogIsShownWhenItAppears() async throws {
    let output = try await outputOfLast(["send .clearButtonTapped"])
    #expect(output.hasPrefix("chores> send .clearButtonTapped\n  Chores.State(\n    rows: […],\n-   _confirmationDialog: nil,\n+   _confirmationDialog: ConfirmationDialogState(\n+     titleVisibility: .visible,"))
    #expect(output.hasSuffix("""
          polls: 0
        )
      confirmation dialog: Clear every chore?
        [Clear] [Cancel]

      """))
  }

  @Test func effectsShowsTheNameOfANamedEffect() async throws {
    #expect(try await outputOfLast(["send .startPolling", "effects"]).hasPrefix("""
      chores> effects
      #1 from Chores.Action.startPolling (name: "Poll chores", wakes at 5s)

      """))
  }
}
