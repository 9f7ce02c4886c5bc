import Foundation

/// What `:reload` needs from the session: the data folder as the session found it, for the
/// new build to replay on, and, in the new build, the session's commands run again silently.
extension Playground {
  /// Writes the data folder's files as the session first touched them to `folder`:
  /// `folder/files` is a data folder for a replay of the session, and `undo` in the new
  /// build starts from them (see ``resume(_:originals:)``).
  public func exportOriginals(to folder: URL) throws {
    try session.replayFiles.export(to: folder)
  }

  /// Runs `commands` again, in the new build after `:reload`, with the output muted and the
  /// lessons' files redirected to a copy of `originals` (the old session's
  /// ``exportOriginals(to:)``), so a file is not changed twice; each is a step of the history,
  /// as it was. The real files already hold what the replay ends with, which the session then
  /// writes once more, as `undo` does. Ctrl-C is not heard: the replay brings the session back
  /// to where the user was.
  public func resume(_ commands: [String], originals: URL?) async {
    if let originals { session.replayFiles.adopt(originals) }
    session.replay.isReplaying = true
    output.isMuted = true
    session.replayFiles.beginReplay()
    for command in commands { _ = await execute(command) }
    session.host.flushPendingWrites()
    session.replayFiles.endReplay()
    output.isMuted = false
    session.replay.isReplaying = false
    session.host.shared.saveSharedFiles()
  }
}
