import Foundation
import Glibc
import PlaygroundTerminal

/// A pipe whose ends stay out of processes other tests spawn.
struct TestPipe {
  let readEnd: Int32
  let writeEnd: Int32

  init() {
    var ends: [Int32] = [0, 0]
    precondition(pipe(&ends) == 0, "pipe: \(String(cString: strerror(errno)))")
    for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
    (readEnd, writeEnd) = (ends[0], ends[1])
  }

  /// Writes `bytes` from another thread (a pipe holds only 64 KiB), then closes the write end
  /// so the reader sees the end of input.
  func feed(_ bytes: [UInt8]) {
    let writeEnd = writeEnd
    Thread.detachNewThread {
      _ = bytes.withUnsafeBytes { OutputSink(fileDescriptor: writeEnd).write(bytes: $0) }
      close(writeEnd)
    }
  }
}
