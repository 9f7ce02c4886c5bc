import Glibc

/// Splits what a file descriptor delivers into ``InputLine``s, reading 64 KiB at a time.
///
/// Blocking unless asked not to wait (see ``next(waiting:)``); ``StandardInputLines`` runs a
/// read that would wait on a background queue. A line may be as long as
/// `maximumLineLength` bytes (not counting its `\n`); a longer one is skipped while its
/// length is counted, so memory stays bounded whatever the input. The end of input ends the
/// last line even without a line break, and a read error counts as the end of input.
final class LineReader: @unchecked Sendable {  // asked for one line at a time
  private let fileDescriptor: Int32
  private let maximumLineLength: Int
  private var chunk = [UInt8](repeating: 0, count: 64 * 1024)
  private var chunkStart = 0
  private var chunkEnd = 0
  private var line: [UInt8] = []
  /// The length so far of a line that is being skipped for being too long.
  private var skippedLength: Int?
  private var reachedEnd = false

  /// - Parameter readAhead: Input that came before what the descriptor delivers: what another
  ///   process read from it and did not use (see ``unread``).
  init(fileDescriptor: Int32, maximumLineLength: Int, readAhead: [UInt8] = []) {
    self.fileDescriptor = fileDescriptor
    self.maximumLineLength = maximumLineLength
    if !readAhead.isEmpty {
      if readAhead.count > chunk.count { chunk = readAhead } else { chunk.replaceSubrange(0..<readAhead.count, with: readAhead) }
      chunkEnd = readAhead.count
    }
  }

  /// What was read from the descriptor and not yet returned as a line: the start of the next
  /// line and whatever followed it.
  var unread: [UInt8] {
    (skippedLength == nil ? line : []) + chunk[chunkStart..<chunkEnd]
  }

  /// What ``next(waiting:)`` found.
  enum Next: Equatable {
    case line(InputLine)
    case end
    /// The line is not all there yet, and reading more would wait for input.
    case wouldWait
  }

  /// The next line, or `nil` once the input is exhausted.
  func nextLine() -> InputLine? {
    switch next(waiting: true) {
    case let .line(line): line
    case .end, .wouldWait: nil
    }
  }

  /// The next line; without `waiting`, only as far as it can be read without blocking: a
  /// file, input already piped in, the end of input.
  func next(waiting: Bool) -> Next {
    while true {
      if chunkStart < chunkEnd {
        let newline = chunk.withUnsafeBytes { bytes in
          memchr(bytes.baseAddress! + chunkStart, 0x0A, chunkEnd - chunkStart)
            .map { UnsafeRawPointer($0) - bytes.baseAddress! }
        }
        let end = newline ?? chunkEnd
        take(chunk[chunkStart..<end])
        chunkStart = newline.map { $0 + 1 } ?? chunkEnd
        if newline != nil { return .line(finishLine(endedByLineFeed: true)) }
      }
      if reachedEnd {
        return line.isEmpty && skippedLength == nil ? .end : .line(finishLine(endedByLineFeed: false))
      }
      if !waiting, !isReadable { return .wouldWait }
      refill()
    }
  }

  private func take(_ bytes: ArraySlice<UInt8>) {
    if let skipped = skippedLength {
      skippedLength = skipped + bytes.count
    } else if line.count + bytes.count > maximumLineLength {
      skippedLength = line.count + bytes.count
      line = []
    } else {
      line += bytes
    }
  }

  /// The line read so far. A `\r` before the `\n` is part of the line break (`\r\n`); one at
  /// the very end of input, with no `\n` after it, is part of the line and kept.
  private func finishLine(endedByLineFeed: Bool) -> InputLine {
    defer {
      line.removeAll(keepingCapacity: true)
      skippedLength = nil
    }
    if let skippedLength { return .tooLong(byteCount: skippedLength) }
    let content = endedByLineFeed && line.last == 0x0D ? line.dropLast() : line[...]
    return .text(String(decoding: content, as: UTF8.self))
  }

  /// Whether a read would return at once: there is input, or the end of it, or an error.
  private var isReadable: Bool {
    var descriptor = pollfd(fd: fileDescriptor, events: Int16(POLLIN), revents: 0)
    return poll(&descriptor, 1, 0) != 0
  }

  private func refill() {
    while true {
      let count = chunk.withUnsafeMutableBytes { read(fileDescriptor, $0.baseAddress, $0.count) }
      if count > 0 {
        chunkStart = 0
        chunkEnd = count
        return
      }
      if count < 0 && errno == EINTR { continue }
      if count < 0 && errno == EAGAIN {
        // A descriptor inherited in non-blocking mode: wait for data instead of spinning.
        var descriptor = pollfd(fd: fileDescriptor, events: Int16(POLLIN), revents: 0)
        _ = poll(&descriptor, 1, -1)
        continue
      }
      reachedEnd = true
      return
    }
  }
}
