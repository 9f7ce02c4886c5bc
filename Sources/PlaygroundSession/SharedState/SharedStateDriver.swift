@_spi(Playground) import ComposableArchitecture
import Foundation
import PlaygroundText

/// What `shared`, `bind` and the session's steps ask of a loaded lesson's `@Shared` state.
@MainActor
protocol SharedStateControls: AnyObject {
  /// Lists the lesson's `@Shared` values: keys, values, files.
  func printShared()
  /// Starts a keyed shared value over from its default; see `shared reset`.
  func resetShared(_ name: String, column: Int) throws(ParseError)
  /// Reloads shared files another process changed, printing the diff: between commands,
  /// never in the middle of one.
  @discardableResult
  func reloadSharedChangedOutside() -> [URL]
  /// Writes `value` through a `@Shared` reference, as a view's binding does: no action is
  /// sent. `false` when `value` is not of the binding's type.
  func bind(_ binding: SharedBinding, to value: Any) -> Bool
  /// Writes every keyed `@Shared` value to its storage as it is now, after a replay.
  func saveSharedFiles()
}

/// A loaded lesson's `@Shared` state: listing it, resetting it, writing it as a view's binding
/// does, and keeping its files in step with the disk between commands. Each write that sends
/// no action is published, for the export.
@MainActor
final class SharedStateDriver<State: Equatable, Action>: SharedStateControls {
  private let host: FeatureHost<State, Action>
  private let lesson: Lesson
  private var environment: HostEnvironment { host.environment }
  private var references: PersistentReferences { host.references }
  private var issues: IssueCollector { host.issues }

  init(host: FeatureHost<State, Action>, lesson: Lesson) {
    self.host = host
    self.lesson = lesson
  }

  func printShared() {
    let output = environment.output
    let entries = SharedStateListing(state: host.state, references: references.all).entries
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
    if !environment.isTestMode, entries.contains(where: { $0.persistent?.key.file != nil }) {
      output.append("data folder: \(environment.dataFolder.summary)")
    }
  }

  /// Reloads the shared files another process changed, printing the diff, and returns them.
  @discardableResult
  func reloadSharedChangedOutside() -> [URL] {
    // Only a keyed reference has storage to reload: without one, nothing to convert or diff.
    guard !references.all.isEmpty else {
      host.printIssues()
      return []
    }
    var reloaded: [any AnyPersistentReference] = []
    let difference = publishingSharedWrite {
      withIssueReporters([issues]) {
        _sharedChangeDiff(in: host.state) {
          reloaded = references.all.filter { $0.reloadIfChangedOutside() }
        }
      }
    }
    host.printIssues()
    guard !reloaded.isEmpty else { return [] }
    for reference in reloaded {
      environment.record(.sharedReloaded(key: reference.key.name, value: reference.currentValue))
      environment.output.append(
        "\(host.place(of: reference)) changed outside the playground; reloaded \(reference.key.name):", style: .heading
      )
    }
    environment.output.appendDiff(difference ?? "  (No state changes)")
    return reloaded.compactMap(\.key.file)
  }

  func bind(_ binding: SharedBinding, to value: Any) -> Bool {
    var written = false
    let difference = publishingSharedWrite {
      withIssueReporters([issues]) {
        _sharedChangeDiff(in: host.state) {
          written = host.store.recordingSharedChanges { binding.write(value) }
        }
      }
    }
    guard written else { return false }
    environment.output.appendDiff(difference ?? "  (No state changes)")
    host.printIssues()
    return true
  }

  /// Runs `write`, a change to `@Shared` values that sends no action, publishing the state
  /// before and after it.
  private func publishingSharedWrite<R>(_ write: () throws -> R) rethrows -> R {
    let before = SharedChangeTracker()
    before.startRecordingEverywhere()
    defer { before.stopRecordingEverywhere() }
    let result = try write()
    if before.hasChanges { host.publish(.sharedWritten(host.state, before: before)) }
    return result
  }

  private func keyDescription(of entry: SharedStateListing.Entry) -> String {
    guard let key = entry.persistent?.key else { return "none, made with Shared(value:)" }
    guard let file = key.file else { return key.text }
    // A file-storage key's text is its path; an app-storage key's, its name.
    let name = key.text.hasPrefix(".fileStorage") ? ".fileStorage" : key.text
    if environment.isTestMode {
      return "\(name), file \(file.lastPathComponent) in memory: a test's files start empty and never reach the data folder"
    }
    return "\(name), file \(environment.dataFolder.displayPath(of: file))"
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
    let entries = SharedStateListing(state: host.state, references: references.all).entries
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
    var backup: URL?
    let difference: String?
    do {
      difference = try publishingSharedWrite {
        try withIssueReporters([issues]) {
          try _sharedChangeDiff(in: host.state) { backup = try reference.resetToDefault() }
        }
      }
    } catch {
      environment.output.error("\(error)")
      return
    }
    if let backup {
      environment.output.append("set the unreadable file aside as \(environment.dataFolder.displayPath(of: backup))")
    }
    host.printIssues()
    // The state that holds it changes as a write through the reference would change it.
    if let difference { environment.output.appendDiff(difference) }
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
