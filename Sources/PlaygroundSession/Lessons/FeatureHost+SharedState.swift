@_spi(Playground) import ComposableArchitecture
import Foundation

/// A loaded lesson's `@Shared` state: listing it, resetting it, writing it as a view's binding
/// does, and keeping its files in step with the disk between commands.
extension FeatureHost {
  func printShared() {
    let output = environment.output
    let entries = SharedStateListing(state: store.state, references: references.all).entries
    guard !entries.isEmpty else {
      output.append("\(lesson.id) has no @Shared state")
      return
    }
    for entry in entries {
      output.append("\(entry.name) = \(oneLineDump(entry.reference.currentValue))")
      output.append("  key:   \(keyDescription(of: entry))")
      output.append("  state: \(entry.paths.isEmpty ? "held only by effects" : entry.paths.joined(separator: ", "))")
      if entry.persistent?.hasPendingSave == true {
        output.append(
          "  write: pending; file storage writes at most once a second, and writes the latest value when the second ends (advance 1s), on reset, load or quit"
        )
      }
      if let failure = entry.persistent?.loadFailure {
        output.error(loadFailureDescription(failure, name: entry.name))
      }
    }
    if entries.contains(where: { $0.persistent?.key.file != nil }) {
      output.append("data folder: \(environment.dataFolder.summary)")
    }
  }

  func flushPendingWrites() {
    for reference in references.all where reference.hasPendingSave {
      withIssueReporters([issues]) { reference.flushPendingSave() }
      environment.output.append("saved \(reference.key.name) to \(place(of: reference)): the change held back since its last write")
    }
    printIssues()
  }

  /// Reloads the shared files another process changed, printing the diff, and returns them.
  @discardableResult
  func reloadSharedChangedOutside() -> [URL] {
    // Only a keyed reference has storage to reload: without one, nothing to convert or diff.
    guard !references.all.isEmpty else {
      printIssues()
      return []
    }
    var reloaded: [any AnyPersistentReference] = []
    let difference = recordingSharedWrite {
      withIssueReporters([issues]) {
        _sharedChangeDiff(in: store.state) {
          reloaded = references.all.filter { $0.reloadIfChangedOutside() }
        }
      }
    }
    printIssues()
    guard !reloaded.isEmpty else { return [] }
    for reference in reloaded {
      environment.record(.sharedReloaded(key: reference.key.name, value: reference.currentValue))
      environment.output.append(
        "\(place(of: reference)) changed outside the playground; reloaded \(reference.key.name):", style: .heading
      )
    }
    environment.output.appendDiff(difference ?? "  (No state changes)")
    return reloaded.compactMap(\.key.file)
  }

  func bind(_ binding: SharedBinding, to value: Any) -> Bool {
    var written = false
    let difference = recordingSharedWrite {
      withIssueReporters([issues]) {
        _sharedChangeDiff(in: store.state) {
          // In test mode the test store watches the write, so the test must assert it.
          if let testStore = store.testStore {
            testStore.recordingSharedChanges { written = binding.write(value) }
          } else {
            written = binding.write(value)
          }
        }
      }
    }
    guard written else { return false }
    environment.output.appendDiff(difference ?? "  (No state changes)")
    printIssues()
    return true
  }

  /// Runs `write`, a change to `@Shared` values that sends no action, and logs it for the
  /// export when it changed the state.
  private func recordingSharedWrite<R>(_ write: () throws -> R) rethrows -> R {
    let before = ExportValue(store.state)
    let result = try write()
    let after = ExportValue(store.state)
    if before != after { exportLog.record(.sharedWrite(before: before, after: after)) }
    return result
  }

  /// Where a reference's value is kept: its file, relative to the data folder, or its key.
  private func place(of reference: any AnyPersistentReference) -> String {
    reference.key.file.map { environment.dataFolder.displayPath(of: $0) } ?? reference.key.text
  }

  private func keyDescription(of entry: SharedStateListing.Entry) -> String {
    guard let key = entry.persistent?.key else { return "none, made with Shared(value:)" }
    guard let file = key.file else { return key.text }
    return ".fileStorage, file \(environment.dataFolder.displayPath(of: file))"
  }

  /// A load failure in one line, with file paths relative to the data folder, and the way out.
  private func loadFailureDescription(_ failure: any Error, name: String) -> String {
    let unsaved = "changes stay in memory, unsaved, until 'shared reset \(name)'"
    guard let failure = failure as? FileStorageError else {
      return "\(failure); \(unsaved) starts it over from its default"
    }
    return "\(environment.dataFolder.displayPath(of: failure.file)) could not be loaded: \(failure.reason); \(unsaved) sets the file aside as \(failure.file.lastPathComponent).corrupt and starts over from the default"
  }

  func resetShared(_ name: String, column: Int) throws(ParseError) {
    let entries = SharedStateListing(state: store.state, references: references.all).entries
    let names = entries.filter { $0.persistent != nil }.map(\.name)
    guard let reference = entries.first(where: { $0.name == name })?.persistent else {
      if entries.contains(where: { $0.name == name }) {
        throw ParseError("\(name) was made with Shared(value:), so it has no default to reset to; 'reset' starts the lesson over", column: column)
      }
      throw ParseError(
        names.isEmpty
          ? "\(lesson.id) has no keyed @Shared state to reset"
          : "\(lesson.id) has no shared value '\(name)'; it has \(names.joined(separator: ", "))",
        column: column,
        suggestion: closestName(to: name, in: names)
      )
    }
    let backup: URL?
    do {
      backup = try recordingSharedWrite { try withIssueReporters([issues]) { try reference.resetToDefault() } }
    } catch {
      environment.output.error("\(error)")
      return
    }
    if let backup {
      environment.output.append("set the unreadable file aside as \(environment.dataFolder.displayPath(of: backup))")
    }
    printIssues()
    environment.output.append("\(name) is back to its default: \(oneLineDump(reference.currentValue))")
  }

  /// Saves every keyed `@Shared` value as it is now: after a replay ran against scratch files,
  /// the real files get the values the session landed on, once.
  func saveSharedFiles() {
    for reference in references.all {
      do {
        try reference.saveCurrentValue()
      } catch {
        environment.output.error("\(error)")
      }
    }
  }
}
