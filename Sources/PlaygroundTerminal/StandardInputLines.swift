import Dispatch
import Glibc

/// The lines of standard input (or any file descriptor) for the non-terminal mode, as an async
/// sequence: `for await line in StandardInputLines() { … }`.
///
/// A line already there (a file, a script piped in) is read at once; one that would block is
/// read on a private background queue, so the awaiting task is suspended, never blocked. A
/// slow consumer holds at most one 64 KiB chunk in memory. See ``InputLine`` for what a line can be. Iterate once per descriptor.
public struct StandardInputLines: AsyncSequence, Sendable {
  public typealias Element = InputLine

  /// 1 MiB: far above any command a person types, far below what would strain memory.
  public static let defaultMaximumLineLength = 1 << 20

  public let fileDescriptor: Int32
  public let maximumLineLength: Int

  /// Read before the descriptor: input a process read ahead before it handed the session to
  /// this one (`:reload`).
  public let readAhead: [UInt8]

  public init(
    fileDescriptor: Int32 = STDIN_FILENO,
    maximumLineLength: Int = defaultMaximumLineLength,
    readAhead: [UInt8] = []
  ) {
    self.fileDescriptor = fileDescriptor
    self.maximumLineLength = maximumLineLength
    self.readAhead = readAhead
  }

  public func makeAsyncIterator() -> Iterator {
    Iterator(
      reader: LineReader(fileDescriptor: fileDescriptor, maximumLineLength: maximumLineLength, readAhead: readAhead),
      queue: DispatchQueue(label: "PlaygroundTerminal.StandardInputLines")
    )
  }

  /// Reads a line that is already there at once, and hands a read that would wait to the
  /// queue. Its own iterator rather than an `AsyncStream`'s: reading everything on the queue,
  /// through a stream, cost the shell's start-up half a millisecond at the end of input (the
  /// stream's first use makes the runtime look up conformances), and a piped script a thread
  /// hop a line.
  public struct Iterator: AsyncIteratorProtocol {
    let reader: LineReader
    let queue: DispatchQueue

    /// What was read and not yet returned as a line, for a process that goes on reading the
    /// same input after this one (`:reload`).
    public var unread: [UInt8] { reader.unread }

    public mutating func next() async -> InputLine? {
      await next(isolation: nil)
    }

    /// Runs on the caller's actor: a line already there is returned with no hop to another
    /// executor, and so with no thread started to run one.
    public mutating func next(isolation actor: isolated (any Actor)?) async -> InputLine? {
      switch reader.next(waiting: false) {
      case let .line(line): return line
      case .end: return nil
      case .wouldWait: return await nextFromQueue(isolation: actor)
      }
    }

    /// Waits on the queue for the next line. Not inlined: inlined, the continuation's type
    /// was made on every call, a conformance lookup that start-up paid at the end of input.
    @inline(never)
    private func nextFromQueue(isolation actor: isolated (any Actor)?) async -> InputLine? {
      await withCheckedContinuation(isolation: actor) { [reader, queue] continuation in
        queue.async { continuation.resume(returning: reader.nextLine()) }
      }
    }
  }
}
