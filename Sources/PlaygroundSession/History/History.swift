/// The steps of a session and where it stands among them, as Redux DevTools keeps them: a jump
/// back (`undo`, `goto`) remembers the later steps, so `goto` can go forward again, until the
/// next step starts a new branch and drops them.
struct History {
  /// One command that could change the session, and what it did.
  struct Step: Equatable, Sendable {
    let entry: SessionLogEntry
    /// The lesson it ran in.
    let lessonID: String
    /// Actions effects sent back while it ran.
    let received: Int
    /// The virtual time after it.
    let time: Duration
    /// Whether the state after it differs from the state before.
    let changedState: Bool
  }

  private(set) var steps: [Step] = []
  /// How many steps the session has taken on its way to where it is: `steps.count`, unless a
  /// jump went back.
  private(set) var position = 0
  /// Whether the last thing done was a jump; the prompt then shows the step.
  private(set) var hasJumped = false

  /// The steps that made the session as it is now, in order.
  var applied: ArraySlice<Step> { steps[..<position] }

  /// Adds a step after the current one, dropping any later ones: a new branch.
  mutating func record(_ step: Step) {
    steps.removeSubrange(position...)
    steps.append(step)
    position = steps.count
    hasJumped = false
  }

  mutating func jump(to position: Int) {
    precondition(steps.indices.contains(position - 1) || position == 0)
    self.position = position
    hasJumped = true
  }

  /// `[3/7]`: the step the session is at, among those remembered.
  var place: String { "[\(position)/\(steps.count)]" }
}
