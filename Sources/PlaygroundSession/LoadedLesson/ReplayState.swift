import PlaygroundText

/// Whether a replay is rebuilding the session (`undo`, `goto`, a resumed session), and where
/// it is. While one runs, output is muted, the tutorial hears nothing, no file is written,
/// and Ctrl-C stops the whole replay rather than the step it is in.
@MainActor
final class ReplayState {
  var isReplaying = false
  /// Set when Ctrl-C stopped the running replay.
  var wasInterrupted = false
  /// The step the running replay is at, and how many it runs.
  private var place = (step: 0, count: 0)
  /// Hears where a running replay is, as it goes, and `nil` when it ends: the shell draws a
  /// progress line on a terminal from it. Never session output.
  var progress: ((ReplayProgress?) -> Void)?

  /// Tells ``progress`` where the running replay is: step `step` of `count` when given, else
  /// the step it was last told, at `time` on the replayed session's clock.
  func report(step: Int? = nil, of count: Int? = nil, time: @autoclosure () -> Duration) {
    guard let progress else { return }
    if let step, let count { place = (step, count) }
    progress(ReplayProgress(step: place.step, steps: place.count, time: time()))
  }
}

/// Where a running replay (`undo`, `goto`) is, for a progress line on a terminal: not session
/// output, which a replay never prints.
public struct ReplayProgress: Equatable, Sendable {
  /// The step being replayed, from 1.
  public let step: Int
  public let steps: Int
  /// The virtual time in the replayed session.
  public let time: Duration

  public init(step: Int, steps: Int, time: Duration) {
    self.step = step
    self.steps = steps
    self.time = time
  }

  /// `replaying step 3 of 10, virtual time 2d 4h; Ctrl-C cancels`
  public var text: String {
    "replaying step \(step) of \(steps), virtual time \(time.playgroundDescription); Ctrl-C cancels"
  }
}
