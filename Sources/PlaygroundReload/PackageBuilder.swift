import Foundation
import PlaygroundPackage

/// Builds the playground's package: `swift build` for the shell, a fake in tests.
public protocol PackageBuilder: Sendable {
  /// Builds the `tca-playground` product of `package` in `configuration`, handing `line` each
  /// line the build prints, as it prints it; returns whether it succeeded.
  func build(
    _ package: PackageRoot, _ configuration: BuildConfiguration, line: @escaping @Sendable (String) -> Void
  ) async -> Bool
}

/// `swift build --product tca-playground` in the package, through the `swift` on `PATH`.
public struct SwiftBuild: PackageBuilder {
  public init() {}

  public func build(
    _ package: PackageRoot, _ configuration: BuildConfiguration, line: @escaping @Sendable (String) -> Void
  ) async -> Bool {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["swift"] + configuration.buildArguments(package: package)
    process.currentDirectoryURL = package.url
    let status = await ChildProcess.run(process, input: nil, output: line)
    return status == 0
  }
}

/// Runs a process with its output read line by line as it comes, standard error with standard
/// output, and optional text written to its standard input.
enum ChildProcess {
  /// The exit status, or -1 when it could not start.
  static func run(
    _ process: Process, input: String?, output: @escaping @Sendable (String) -> Void,
    errors: (@Sendable (String) -> Void)? = nil
  ) async -> Int32 {
    let outputPipe = Pipe()
    let errorPipe = errors == nil ? outputPipe : Pipe()
    let inputPipe = input == nil ? nil : Pipe()
    process.standardOutput = outputPipe
    process.standardError = errorPipe
    process.standardInput = inputPipe ?? FileHandle.nullDevice
    let readers = DispatchGroup()
    read(outputPipe, into: output, group: readers)
    if let errors { read(errorPipe, into: errors, group: readers) }
    return await withCheckedContinuation { continuation in
      process.terminationHandler = { process in
        readers.notify(queue: .global()) { continuation.resume(returning: process.terminationStatus) }
      }
      do {
        try process.run()
      } catch {
        process.terminationHandler = nil
        try? outputPipe.fileHandleForWriting.close()
        try? errorPipe.fileHandleForWriting.close()
        readers.notify(queue: .global()) { continuation.resume(returning: -1) }
        return
      }
      // The parent's copies of the write ends, so the readers see the end when the child exits.
      try? outputPipe.fileHandleForWriting.close()
      if errors != nil { try? errorPipe.fileHandleForWriting.close() }
      if let inputPipe, let input {
        // On a thread of its own: a child that prints a lot before reading all its input
        // would otherwise wait on us while we wait on it.
        DispatchQueue.global().async {
          try? inputPipe.fileHandleForWriting.write(contentsOf: Data(input.utf8))
          try? inputPipe.fileHandleForWriting.close()
        }
      }
    }
  }

  /// Reads `pipe` to its end on a thread of its own, handing each line to `line`.
  private static func read(_ pipe: Pipe, into line: @escaping @Sendable (String) -> Void, group: DispatchGroup) {
    group.enter()
    pipe.readLines(line) { group.leave() }
  }
}

extension Pipe {
  /// Reads to the end on a thread of its own, handing each line to `line` as soon as it is
  /// written, then calls `end`.
  public func readLines(_ line: @escaping @Sendable (String) -> Void, end: @escaping @Sendable () -> Void = {}) {
    let handle = fileHandleForReading
    Thread.detachNewThread {
      var pending: [UInt8] = []
      // `availableData` returns what one read gives, not a full buffer.
      while case let data = handle.availableData, !data.isEmpty {
        pending += data
        while let newline = pending.firstIndex(of: 0x0A) {
          line(String(decoding: pending[..<newline], as: UTF8.self))
          pending.removeSubrange(...newline)
        }
      }
      if !pending.isEmpty { line(String(decoding: pending, as: UTF8.self)) }
      end()
    }
  }
}
