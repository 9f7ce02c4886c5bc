import Glibc

/// Writes text to a file descriptor with `write(2)`, coping with what pipes and terminals do:
/// interrupted and partial writes are retried, and a reader that went away (`| head`) is
/// reported as ``WriteResult/closed`` instead of killing the process with SIGPIPE.
///
/// Each `write` call loops until its bytes are out; calls from several threads at once may
/// interleave their bytes, so write from one place.
public struct OutputSink: Sendable {
  public enum WriteResult: Equatable, Sendable {
    case written
    /// The reading end is closed (EPIPE). Stop writing and exit quietly with status 0.
    case closed
    /// Any other failure, with its `errno`.
    case failed(errno: Int32)
  }

  public let fileDescriptor: Int32

  public init(fileDescriptor: Int32) {
    self.fileDescriptor = fileDescriptor
  }

  public static let standardOutput = OutputSink(fileDescriptor: STDOUT_FILENO)
  public static let standardError = OutputSink(fileDescriptor: STDERR_FILENO)

  /// Makes a write to a closed pipe fail with EPIPE instead of raising SIGPIPE, whose default
  /// action ends the process. Call once at startup.
  public static func ignoreBrokenPipeSignal() {
    signal(SIGPIPE, SIG_IGN)
  }

  public func write(_ text: String) -> WriteResult {
    var text = text
    return text.withUTF8 { write(bytes: UnsafeRawBufferPointer($0)) }
  }

  public func write(bytes: UnsafeRawBufferPointer) -> WriteResult {
    var offset = 0
    while offset < bytes.count {
      let count = Glibc.write(fileDescriptor, bytes.baseAddress! + offset, bytes.count - offset)
      if count >= 0 {
        offset += count
        continue
      }
      switch errno {
      case EINTR: continue
      case EAGAIN: waitUntilWritable()
      case EPIPE: return .closed
      case let code: return .failed(errno: code)
      }
    }
    return .written
  }

  /// Blocks until a non-blocking descriptor (one a parent process handed over as such) can take
  /// more bytes.
  private func waitUntilWritable() {
    var descriptor = pollfd(fd: fileDescriptor, events: Int16(POLLOUT), revents: 0)
    _ = poll(&descriptor, 1, -1)
  }
}
