import ComposableArchitecture
import Foundation

/// Keeps replays away from the user's real files.
///
/// The first time a lesson's file storage reads or writes a file in the data folder, before it
/// changes it, that file is copied aside: only the files the lessons' `@Shared` keys name, and
/// only regular files up to ``sizeLimit``; nothing else in the folder is opened, so a FIFO or
/// a large unrelated file in it costs nothing. A replay (`undo`, `goto`) then runs against a
/// fresh copy of those copies, through the file storage the lessons use, which sends every
/// path inside the data folder to the same path inside the copy. When the replay ends, the
/// storage points at the real folder again, and the session writes each shared file there
/// once, with the value the replay ended with: undoing past a write neither loses nor doubles
/// what the file holds.
///
/// The copies live in the data folder's scratch folder, which goes when the session does.
final class ReplayFiles: Sendable {
  /// The largest file kept for replays; a larger one is said, and a replay reads and writes
  /// it where it is, starting from what it holds then, not from what it held at first.
  static let sizeLimit = 16 * 1024 * 1024

  /// What a file held before the session first touched it.
  private enum Original {
    case absent
    /// Copied to this path in the scratch folder.
    case copied(URL)
    /// Over the limit, or not a regular file: replays use the file itself.
    case inPlace
  }

  private struct State {
    /// By path relative to the data folder.
    var originals: [String: Original] = [:]
    /// The copy the running replay works in.
    var replay: URL?
  }

  private let dataFolder: URL
  private let scratch: URL
  private let state = LockIsolated(State())

  init(dataFolder: DataFolder) {
    self.dataFolder = dataFolder.url
    scratch = dataFolder.scratch
  }

  /// The storage for `@Shared(.fileStorage)`: the real file system, redirected while a
  /// replay runs.
  var storage: FileStorage {
    .redirected { [self] url in redirect(url) }
  }

  /// Where `url` is read and written now: inside the replay's copy while a replay runs, when
  /// it is inside the data folder. Outside a replay, the first touch keeps the original.
  private func redirect(_ url: URL) -> URL {
    guard let relative = relativePath(of: url) else { return url }
    return state.withValue { state in
      guard let replay = state.replay else {
        if state.originals[relative] == nil { state.originals[relative] = keep(url, as: relative) }
        return url
      }
      if case .inPlace = state.originals[relative] { return url }
      return replay.appending(path: relative)
    }
  }

  private func relativePath(of url: URL) -> String? {
    let folder = dataFolder.standardizedFileURL.path + "/"
    let path = url.standardizedFileURL.path
    return path.hasPrefix(folder) ? String(path.dropFirst(folder.count)) : nil
  }

  /// Copies `url` aside, when it is a regular file within the limit.
  private func keep(_ url: URL, as relative: String) -> Original {
    guard let attributes = try? FileManager.default.attributesOfItem(atPath: url.path) else { return .absent }
    guard attributes[.type] as? FileAttributeType == .typeRegular else { return .inPlace }
    guard let size = attributes[.size] as? Int, size <= Self.sizeLimit else {
      reportIssue(
        "\(relative) in the data folder is over \(Self.sizeLimit / 1024 / 1024) MB, so no copy is kept: undo and goto replay their steps on the file as it is then"
      )
      return .inPlace
    }
    let copy = scratch.appending(component: "originals").appending(path: relative)
    guard let contents = try? Data(contentsOf: url), Self.write(contents, to: copy) else { return .inPlace }
    return .copied(copy)
  }

  /// Gives `file`, in the running replay's copy, the contents another process gave the real
  /// one (`nil`: it removed it), as the session logged it.
  func change(_ file: URL, to contents: Data?) {
    let copy = redirect(file)
    if let contents {
      Self.write(contents, to: copy)
    } else {
      try? FileManager.default.removeItem(at: copy)
    }
  }

  /// Sends the lessons' files to a fresh copy of the originals, until ``endReplay()``.
  func beginReplay() {
    let copy = scratch.appending(component: UUID().uuidString, directoryHint: .isDirectory)
    state.withValue { state in
      for (relative, original) in state.originals {
        guard case let .copied(source) = original, let contents = try? Data(contentsOf: source) else { continue }
        Self.write(contents, to: copy.appending(path: relative))
      }
      state.replay = copy
    }
  }

  /// Points the lessons' files at the data folder again, and removes the replay's copy.
  func endReplay() {
    let copy = state.withValue { state in
      defer { state.replay = nil }
      return state.replay
    }
    if let copy { try? FileManager.default.removeItem(at: copy) }
  }

  /// Writes the originals to `folder` for another process, the new build `:reload` moves the
  /// session to: `files/` holds each copy at its path in the data folder, so it is itself a
  /// data folder as the session found it, and `absent` lists the files that were not there.
  func export(to folder: URL) throws {
    let originals = state.withValue { $0.originals }
    let files = folder.appending(component: "files", directoryHint: .isDirectory)
    try FileManager.default.createDirectory(at: files, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    var absent: [String] = []
    for (relative, original) in originals.sorted(by: { $0.key < $1.key }) {
      switch original {
      case .absent: absent.append(relative)
      case let .copied(source):
        guard let contents = try? Data(contentsOf: source) else { continue }
        Self.write(contents, to: files.appending(path: relative))
      case .inPlace: continue
      }
    }
    try Data(absent.map { $0 + "\n" }.joined().utf8).write(to: folder.appending(component: "absent"))
  }

  /// Takes the originals another process exported (see ``export(to:)``) as this session's,
  /// copied into its scratch folder; then removes `folder`.
  func adopt(_ folder: URL) {
    defer { try? FileManager.default.removeItem(at: folder) }
    let files = folder.appending(component: "files", directoryHint: .isDirectory)
    var adopted: [String: Original] = [:]
    let absent = (try? String(contentsOf: folder.appending(component: "absent"), encoding: .utf8)) ?? ""
    for relative in absent.split(separator: "\n") { adopted[String(relative)] = .absent }
    let enumerator = FileManager.default.enumerator(at: files, includingPropertiesForKeys: [.isRegularFileKey])
    let prefix = files.standardizedFileURL.path + "/"
    while let file = enumerator?.nextObject() as? URL {
      let path = file.standardizedFileURL.path
      guard path.hasPrefix(prefix), (try? file.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true,
        let contents = try? Data(contentsOf: file)
      else { continue }
      let relative = String(path.dropFirst(prefix.count))
      let copy = scratch.appending(component: "originals").appending(path: relative)
      adopted[relative] = Self.write(contents, to: copy) ? .copied(copy) : .inPlace
    }
    state.withValue { [adopted] in $0.originals.merge(adopted) { _, adopted in adopted } }
  }

  /// Writes a private copy (folders 0700, file 0600, as the data folder is: the copies hold
  /// what the lessons saved); returns whether it could.
  @discardableResult
  private static func write(_ contents: Data, to file: URL) -> Bool {
    let files = FileManager.default
    do {
      try files.createDirectory(
        at: file.deletingLastPathComponent(), withIntermediateDirectories: true,
        attributes: [.posixPermissions: 0o700]
      )
      return files.createFile(atPath: file.path, contents: contents, attributes: [.posixPermissions: 0o600])
    } catch {
      return false
    }
  }
}
