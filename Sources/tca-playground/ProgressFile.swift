import Foundation
import PlaygroundSession
import PlaygroundTerminal

/// Tutorial progress kept in `progress.json` in the playground's ``StateDirectory``
/// (`$XDG_STATE_HOME/tca-playground/`, by default `~/.local/state/tca-playground/`).
///
/// Saving replaces the file whole (``StateFile``): it holds the old progress or the new, never
/// half of either. A file that cannot be read as progress is renamed to `progress.json.bak`
/// (replacing an older backup), and the learner starts afresh with one warning.
@MainActor
final class ProgressFile: ProgressStore {
  let url: URL
  let progress: TutorialProgress

  private init(url: URL, progress: TutorialProgress) {
    self.url = url
    self.progress = progress
  }

  /// `progress.json` in the state directory the environment names, or progress that lasts
  /// only this session when there is none (no usable `HOME`).
  static func openDefault(
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> (store: any ProgressStore, warning: String?) {
    guard let directory = StateDirectory.url(environment: environment) else {
      return (InMemoryProgressStore(), nil)
    }
    let opened = open(directory.appendingPathComponent("progress.json", isDirectory: false))
    return (opened.file, opened.warning)
  }

  /// Reads the progress at `url`: none yet when there is no file. The warning, when there is
  /// one, says what was wrong with the file and where it went.
  static func open(_ url: URL) -> (file: ProgressFile, warning: String?) {
    guard FileManager.default.fileExists(atPath: url.path) else {
      return (ProgressFile(url: url, progress: TutorialProgress()), nil)
    }
    let reason: String
    do {
      let progress = try TutorialProgress(json: try Data(contentsOf: url))
      return (ProgressFile(url: url, progress: progress), nil)
    } catch let error as TutorialProgress.DecodingFailure {
      reason = error.description
    } catch {
      reason = "unreadable"
    }
    let backup = url.appendingPathExtension("bak")
    let kept =
      rename(url.path, backup.path) == 0
      ? "it was kept as \(backup.lastPathComponent)"
      : "it could not be kept as \(backup.lastPathComponent) (\(String(cString: strerror(errno))))"
    return (
      ProgressFile(url: url, progress: TutorialProgress()),
      "\(url.path) is damaged (\(reason)); \(kept), and tutorial progress starts afresh"
    )
  }

  func save(_ progress: TutorialProgress) throws(StateFile.WriteError) {
    try StateFile.replace(url, with: String(decoding: progress.json(), as: UTF8.self))
  }
}
