import Foundation
import PlaygroundPackage
import PlaygroundText
import Synchronization

/// `:reload`: rebuilds the package with the running binary's configuration, and, when the
/// build succeeds, runs the new binary on the session so far and compares what it prints with
/// what the session printed. It changes nothing in the running session: the shell decides
/// what to do with the outcome, going on in the new build only after a replay.
public struct Reloader: Sendable {
  public let package: PackageRoot
  public let configuration: BuildConfiguration
  public let builder: any PackageBuilder
  public let replayer: any SessionReplayer
  /// Files of the package the compiler's errors name by another path: `open`'s generated
  /// files, by their user's (see ``CompilerOutput``).
  public var renamedPaths: [String: String] = [:]

  public init(
    package: PackageRoot, configuration: BuildConfiguration = .running,
    builder: any PackageBuilder = SwiftBuild(), replayer: any SessionReplayer = PipedReplay()
  ) {
    self.package = package
    self.configuration = configuration
    self.builder = builder
    self.replayer = replayer
  }

  public enum Outcome: Equatable, Sendable {
    /// The build failed; the compiler's errors, as it printed them, paths relative to the
    /// package.
    case buildFailed(errors: [String])
    /// The new binary could not replay the session at all: one line saying why.
    case replayFailed(String)
    /// The new binary replayed the session: what to print, and its output, which is what the
    /// session shows from now on.
    case replayed(binary: URL, report: [OutputLine], output: [String])
  }

  /// - Parameters:
  ///   - progress: Each progress line of the build (`[12/40] Compiling …`), for a terminal.
  ///   - folders: Makes the replay's folders; called only once the build succeeded.
  public func reload(
    _ record: SessionRecord, progress: @escaping @Sendable (String) -> Void,
    isolation: isolated (any Actor)? = #isolation,
    folders: () throws -> ReplayFolders
  ) async -> Outcome {
    if let errors = await build(progress: progress) { return .buildFailed(errors: errors) }
    let binary = configuration.binary(in: package)
    let replayFolders: ReplayFolders
    do {
      replayFolders = try folders()
    } catch {
      return .replayFailed("error: cannot prepare the replay's folders: \(error.localizedDescription)")
    }
    let run = await replayer.replay(record, binary: binary, in: replayFolders)
    guard run.status == 0 || run.status == 1 else {
      return .replayFailed(Self.whyStopped(run, lessonID: record.lessonID))
    }
    return .replayed(binary: binary, report: ReloadReport.lines(old: record, new: run.output), output: run.output)
  }

  /// Builds the package; returns `nil` when it built, else the compiler's errors as
  /// ``Outcome/buildFailed(errors:)`` holds them. `open` builds with this too.
  public func build(progress: @escaping @Sendable (String) -> Void) async -> [String]? {
    let output = LockedCompilerOutput(CompilerOutput(package: package, renamedPaths: renamedPaths))
    let built = await builder.build(package, configuration) { line in
      if let shown = output.add(line) { progress(shown) }
    }
    guard !built else { return nil }
    let errors = output.errors()
    return errors.isEmpty ? ["error: swift build failed and printed no error"] : errors
  }

  /// One line: the lesson the session started with is gone, or the new binary stopped.
  static func whyStopped(_ run: ReplayRun, lessonID: String) -> String {
    let reason = run.errors.first { !$0.isEmpty }.map { line in
      ["Error: ", "error: "].first { line.hasPrefix($0) }.map { String(line.dropFirst($0.count)) } ?? line
    }
    if reason?.hasPrefix("unknown lesson '\(lessonID)'") == true {
      return "error: the new build has no lesson '\(lessonID)', where this session started; the session goes on in the old build"
    }
    let status = run.status < 0 ? "could not start" : "stopped with status \(run.status)"
    return "error: the new build \(status)\(reason.map { ": \($0)" } ?? ""); the session goes on in the old build"
  }
}

/// The compiler's output, fed from the builder's reading thread.
private final class LockedCompilerOutput: Sendable {
  private let output: Mutex<CompilerOutput>

  init(_ output: CompilerOutput) {
    self.output = Mutex(output)
  }

  func add(_ line: String) -> String? {
    output.withLock { $0.add(line) }
  }

  func errors() -> [String] {
    output.withLock { $0.errors() }
  }
}
