import Foundation
import PlaygroundSession
import PlaygroundTerminal
import Synchronization

/// The line a terminal shows while `undo` or `goto` replays for more than a second: where the
/// replay is, redrawn in place, and erased when it ends. A replay runs on the main actor, so
/// the line is drawn from a timer thread of its own; it is never session output, and never
/// shown when output is piped.
final class ReplayProgressLine: Sendable {
  private struct State {
    var progress: ReplayProgress?
    var started: ContinuousClock.Instant?
    var isShown = false
  }

  private let state = Mutex(State())
  /// Kept: a dispatch source nobody holds is released, and stops.
  private nonisolated(unsafe) let timer: any DispatchSourceTimer

  /// How long a replay runs before the line appears.
  static let delay = Duration.seconds(1)

  /// Starts the timer, which ticks four times a second for as long as the session lasts.
  init() {
    timer = DispatchSource.makeTimerSource(queue: DispatchQueue(label: "tca-playground.replay-progress"))
    timer.schedule(deadline: .now() + .milliseconds(250), repeating: .milliseconds(250))
    timer.setEventHandler { [weak self] in self?.draw() }
    timer.resume()
  }

  /// Where the replay is; `nil` when it ended, which erases the line before the session prints
  /// again.
  func update(_ progress: ReplayProgress?) {
    state.withLock { state in
      if progress == nil, state.isShown { _ = OutputSink.standardOutput.write("\r\u{1B}[K") }
      if state.progress == nil, progress != nil { state.started = .now }
      state.progress = progress
      if progress == nil {
        state.started = nil
        state.isShown = false
      }
    }
  }

  private func draw() {
    state.withLock { state in
      guard let progress = state.progress, let started = state.started, started.duration(to: .now) >= Self.delay
      else { return }
      _ = OutputSink.standardOutput.write("\r\u{1B}[K" + progress.text)
      state.isShown = true
    }
  }
}
