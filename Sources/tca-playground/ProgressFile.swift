import Foundation
import PlaygroundSession
import PlaygroundTerminal

/// Tutorial progress kept in `progress.json` in the playground's ``StateDirectory``
/// (`$XDG_STATE_HOME/tca-playground/`, by default `~/.local/state/tca-playground/`).
///
/// The file is read when the progress is first asked for, not when the shell starts: a
/// session that takes no tutorial never pays for the JSON decoder's first use.
///
/// Saving replaces the file whole (``StateFile``): it holds the old progress or the new, never
/// half of either. A file that cannot be read as progress is renamed to `progress.json.bak`
/// (or `progress.json.bak-2`, …: an older backup is kept), and the learner starts afresh with one warning.
@MainActor
final class ProgressFile: ProgressStore {
  let url: URL
  /// Told what was wrong with a damaged file, and where it went.
  private let warn: (String) -> Void
  private(set) lazy var progress: TutorialProgress = read()

  init(url: URL, warn: @escaping (String) -> Void) {
    self.url = url
    self.warn = warn
  }

  /// `progress.json` in the state directory the environment names, or progress that lasts
  /// only this session when there is none (no usable `HOME`).
  static func openDefault(
    environment: ProcessEnvironment = ProcessEnvironment.current,
    warn: @escaping (String) -> Void
  ) -> any ProgressStore {
    guard let directory = StateDirectory.url(environment: environment) else {
      return InMemoryProgressStore()
    }
    return ProgressFile(url: directory.appendingPathComponent("progress.json", isDirectory: false), warn: warn)
  }

  /// The progress in the file: none yet when there is no file.
  private func read() -> TutorialProgress {
    guard FileManager.default.fileExists(atPath: url.path) else { return TutorialProgress() }
    let reason: String
    do {
      return try TutorialProgress(json: try Data(contentsOf: url))
    } catch let error as TutorialProgress.DecodingFailure {
      reason = error.description
    } catch {
      reason = "unreadable"
    }
    let backup = StateFile.backupURL(for: url)
    let kept =
      rename(url.path, backup.path) == 0
      ? "it was kept as \(backup.lastPathComponent)"
      : "it could not be kept as \(backup.lastPathComponent) (\(String(cString: strerror(errno))))"
    warn("\(url.path) is damaged (\(reason)); \(kept), and tutorial progress starts afresh")
    return TutorialProgress()
  }

  func save(_ progress: TutorialProgress) throws(StateFile.WriteError) {
    try StateFile.replace(url, with: String(decoding: progress.json(), as: UTF8.self))
  }
}
