import Dispatch
import Glibc

/// The lines of standard input (or any file descriptor) for the non-terminal mode, as an async
/// sequence: `for await line in StandardInputLines() { … }`.
///
/// Reading blocks, so it happens on a private background queue, one line per request: the
/// awaiting task is suspended, never blocked, and a slow consumer holds at most one 64 KiB
/// chunk in memory. See ``InputLine`` for what a line can be. Iterate once per descriptor.
public struct StandardInputLines: AsyncSequence, Sendable {
  public typealias Element = InputLine

  /// 1 MiB: far above any command a person types, far below what would strain memory.
  public static let defaultMaximumLineLength = 1 << 20

  public let fileDescriptor: Int32
  public let maximumLineLength: Int

  public init(
    fileDescriptor: Int32 = STDIN_FILENO,
    maximumLineLength: Int = defaultMaximumLineLength
  ) {
    self.fileDescriptor = fileDescriptor
    self.maximumLineLength = maximumLineLength
  }

  public func makeAsyncIterator() -> AsyncStream<InputLine>.Iterator {
    let reader = LineReader(fileDescriptor: fileDescriptor, maximumLineLength: maximumLineLength)
    let queue = DispatchQueue(label: "PlaygroundTerminal.StandardInputLines")
    let lines = AsyncStream<InputLine> {
      await withCheckedContinuation { continuation in
        queue.async { continuation.resume(returning: reader.nextLine()) }
      }
    }
    return lines.makeAsyncIterator()
  }
}
