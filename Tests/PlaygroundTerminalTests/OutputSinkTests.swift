import Foundation
import Glibc
import Testing

@testable import PlaygroundTerminal

@Suite struct OutputSinkTests {
  @Test func writesEverythingEvenWhenThePipeTakesItInPieces() throws {
    let pipe = TestPipe()
    defer { close(pipe.readEnd) }
    // Four times what a pipe holds, so `write` returns short counts and must go on.
    let text = String(repeating: "0123456789abcdef", count: 16 * 1024)
    let received = LockedBytes()
    let drained = DispatchSemaphore(value: 0)
    let readEnd = pipe.readEnd
    Thread.detachNewThread {
      var buffer = [UInt8](repeating: 0, count: 4096)
      while true {
        let count = buffer.withUnsafeMutableBytes { read(readEnd, $0.baseAddress, $0.count) }
        if count <= 0 { break }
        received.append(buffer[..<count])
      }
      drained.signal()
    }
    #expect(OutputSink(fileDescriptor: pipe.writeEnd).write(text) == .written)
    close(pipe.writeEnd)
    drained.wait()
    #expect(received.bytes == Array(text.utf8))
  }

  @Test func aClosedReaderIsReportedNotFatal() {
    OutputSink.ignoreBrokenPipeSignal()
    let pipe = TestPipe()
    close(pipe.readEnd)
    defer { close(pipe.writeEnd) }
    #expect(OutputSink(fileDescriptor: pipe.writeEnd).write("anyone there?\n") == .closed)
  }

  @Test func otherFailuresCarryTheirErrno() {
    #expect(OutputSink(fileDescriptor: -1).write("x") == .failed(errno: EBADF))
  }

  @Test func writingNothingSucceeds() {
    #expect(OutputSink(fileDescriptor: -1).write("") == .written)
  }
}

/// Bytes collected from another thread.
private final class LockedBytes: @unchecked Sendable {
  private let lock = NSLock()
  private var storage: [UInt8] = []

  func append(_ bytes: ArraySlice<UInt8>) {
    lock.withLock { storage += bytes }
  }

  var bytes: [UInt8] { lock.withLock { storage } }
}
