/// Where tutorial progress lives between sessions. The session reads it once and saves it
/// after every change; it never touches a file itself, so transcript replays and tests use an
/// ``InMemoryProgressStore`` and leave the learner's real progress alone. The `tca-playground`
/// executable provides the file-backed store.
@MainActor
public protocol ProgressStore: AnyObject {
  /// The progress saved last, or a fresh start.
  var progress: TutorialProgress { get }
  /// Keeps `progress`, so the next session resumes there.
  /// - Throws: An error whose description is one line saying what went wrong.
  func save(_ progress: TutorialProgress) throws
}

/// Progress that lasts as long as the session: for replays and tests.
@MainActor
public final class InMemoryProgressStore: ProgressStore {
  public private(set) var progress: TutorialProgress

  public init(_ progress: TutorialProgress = TutorialProgress()) {
    self.progress = progress
  }

  public func save(_ progress: TutorialProgress) {
    self.progress = progress
  }
}
