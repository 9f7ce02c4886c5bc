import ComposableArchitecture
import Foundation

/// Where a session keeps what lessons store in files, such as
/// `@Shared(.fileStorage(.documentsDirectory.appending(component: "stats.json")))`: the
/// lessons' `dataDirectory` dependency, so `.documentsDirectory` is its `Documents` folder.
///
/// The shell uses ``standard(environment:)`` on a terminal and a ``temporary()`` folder when
/// its input is piped, unless `--data-dir` names one; replays always use a temporary folder,
/// so a transcript never depends on what an earlier session saved.
public final class DataFolder: Sendable {
  public let url: URL
  /// Whether the session made the folder, and removes it when it ends.
  public let isTemporary: Bool
  /// The session's own folder, in the system's temporary folder whatever `url` is, for the
  /// copies a replay works on (see ``ReplayFiles``); removed with the session.
  let scratch: URL

  private init(url: URL, isTemporary: Bool) {
    self.url = url
    self.isTemporary = isTemporary
    scratch = FileManager.default.temporaryDirectory
      .appending(component: "tca-playground-scratch-\(UUID().uuidString)", directoryHint: .isDirectory)
  }

  /// A folder that outlives the session.
  public static func at(_ url: URL) -> DataFolder {
    DataFolder(url: url.standardizedFileURL, isTemporary: false)
  }

  /// A fresh folder, created when a lesson first saves and removed when the session ends.
  ///
  /// Its URL is left as the system's temporary folder gives it: standardizing it makes
  /// Foundation build a `Set<UInt8>`, the first lookup of `UInt8`'s `Hashable` conformance,
  /// which the shell's start-up would wait on.
  public static func temporary() -> DataFolder {
    DataFolder(
      url: FileManager.default.temporaryDirectory
        .appending(component: "tca-playground-\(UUID().uuidString)", directoryHint: .isDirectory),
      isTemporary: true
    )
  }

  /// A temporary folder another process made and handed over, as `:reload` hands its session
  /// to the new build: removed when this session ends, as that process would have.
  public static func temporary(handedOver url: URL) -> DataFolder {
    DataFolder(url: url, isTemporary: true)
  }

  /// `$XDG_DATA_HOME/tca-playground`, or `~/.local/share/tca-playground`.
  public static func standard(environment: [String: String]) -> DataFolder {
    .at(URL.xdgDataHome(environment: environment).appending(component: "tca-playground", directoryHint: .isDirectory))
  }

  deinit {
    removeSessionFiles()
  }

  /// Removes the scratch folder, and the folder itself if the session made it: when the
  /// session ends, or through ``endAbruptly()`` when the process must exit at once, where
  /// `deinit` would not run.
  public func removeSessionFiles() {
    for folder in isTemporary ? [scratch, url] : [scratch] {
      // Most sessions save nothing; a failed removal costs an error built for nothing. Not
      // `folder.path`: Foundation builds a `Set<UInt8>` for it, a conformance lookup that a
      // session ending at once would otherwise make just to exit.
      guard FileManager.default.fileExists(atPath: folder.path(percentEncoded: false)) else { continue }
      try? FileManager.default.removeItem(at: folder)
    }
  }

  /// Removes the scratch folder and keeps the folder itself, temporary or not: the session
  /// goes on in another process (`:reload`), which takes the folder over.
  public func handOver() {
    try? FileManager.default.removeItem(at: scratch)
  }

  /// For a process that ends before the session can finish (a signal, a closed output):
  /// writes every change file storage holds back, then removes the session's own folders.
  /// Safe from any thread.
  public func endAbruptly() {
    FileStorage.writeHeldChangesNow()
    removeSessionFiles()
  }

  /// A file's path for messages: relative to the folder when inside it, which keeps
  /// transcripts free of machine-specific paths.
  func displayPath(of file: URL) -> String {
    let path = file.standardizedFileURL.path
    // A temporary folder's URL is not standardized when made (see `temporary()`).
    let folder = url.standardizedFileURL.path
    let prefix = folder.hasSuffix("/") ? folder : folder + "/"
    return path.hasPrefix(prefix) ? "\(path.dropFirst(prefix.count)) in the data folder" : path
  }

  /// The folder for `shared`: its path, or what it is when temporary.
  var summary: String {
    isTemporary
      ? "a temporary folder, removed when the session ends (--data-dir DIR keeps one)"
      : url.path
  }
}
