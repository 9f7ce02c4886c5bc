import Foundation
import Glibc
import PlaygroundTerminal
import PlaygroundTestSupport
import Testing

/// What `:save`, `:record` and `export test` may replace: nothing, or a regular file the user
/// can write. Every target here is made in a temporary folder; none is a real system file.
@Suite struct StateFileTargetTests {
  func kind(_ url: URL) -> mode_t {
    var status = stat()
    _ = lstat(url.path, &status)
    return status.st_mode & S_IFMT
  }

  /// Run as root, a rename would replace the device with a regular file.
  @Test func aCharacterDeviceIsRefusedAndStaysADevice() throws {
    let folder = try TemporaryFolder()
    let device = folder.url.appendingPathComponent("null")
    // The same device numbers as /dev/null (1, 3); root may make one, as these tests run.
    #expect(mknod(device.path, S_IFCHR | 0o666, dev_t(1 << 8 | 3)) == 0)
    defer { unlink(device.path) }
    let error = #expect(throws: StateFile.WriteError.self) { try StateFile.replace(device, with: "x", mode: 0o644) }
    #expect(error?.description == "cannot write \(device.path): it is a character device, not a regular file")
    #expect(kind(device) == S_IFCHR)
  }

  @Test func aFIFOIsRefusedUpFront() throws {
    let folder = try TemporaryFolder()
    let fifo = folder.url.appendingPathComponent("pipe")
    #expect(mkfifo(fifo.path, 0o600) == 0)
    let error = #expect(throws: StateFile.WriteError.self) { try StateFile.checkWritable(fifo) }
    #expect(error?.reason == "it is a FIFO, not a regular file")
    #expect(kind(fifo) == S_IFIFO)
  }

  /// As `:save /dev/stdout` is when standard output is a pipe: a link to something that is
  /// not a regular file is refused, and neither the link nor what it names changes.
  @Test func aLinkToAFIFOIsRefused() throws {
    let folder = try TemporaryFolder()
    let fifo = folder.url.appendingPathComponent("pipe")
    let link = folder.url.appendingPathComponent("stdout")
    #expect(mkfifo(fifo.path, 0o600) == 0)
    try FileManager.default.createSymbolicLink(at: link, withDestinationURL: fifo)
    let error = #expect(throws: StateFile.WriteError.self) { try StateFile.replace(link, with: "x", mode: 0o644) }
    #expect(error?.reason == "it is a FIFO, not a regular file")
    #expect(kind(link) == S_IFLNK)
    #expect(kind(fifo) == S_IFIFO)
  }

  /// `:save /dev/stdout` with standard output on a pipe: the link ends at `pipe:[…]`, which no
  /// path names, and the error still says what it is.
  @Test func aLinkToAPipeWithNoPathIsRefusedNamingThePipe() throws {
    var ends: [Int32] = [0, 0]
    #expect(pipe(&ends) == 0)
    defer { ends.forEach { close($0) } }
    let link = URL(fileURLWithPath: "/proc/self/fd/\(ends[1])")
    let error = #expect(throws: StateFile.WriteError.self) { try StateFile.checkWritable(link) }
    #expect(error?.reason == "it is a symbolic link to a FIFO, not a regular file")
  }

  @Test func aSymbolicLinkIsWrittenThrough() throws {
    let folder = try TemporaryFolder()
    let target = try folder.write("real.transcript", "old\n")
    let link = folder.url.appendingPathComponent("link.transcript")
    try FileManager.default.createSymbolicLink(at: link, withDestinationURL: target)
    #expect(try StateFile.replace(link, with: "new\n", mode: 0o644) == true)
    #expect(kind(link) == S_IFLNK)
    #expect(try folder.read("real.transcript") == "new\n")
  }

  @Test func aReadOnlyFileIsNeverReplaced() throws {
    let folder = try TemporaryFolder()
    let file = try folder.write("kept.transcript", "old\n")
    #expect(chmod(file.path, 0o444) == 0)
    let error = #expect(throws: StateFile.WriteError.self) { try StateFile.replace(file, with: "new\n", mode: 0o644) }
    #expect(error?.reason == "it is read-only")
    #expect(try folder.read("kept.transcript") == "old\n")
    #expect(try fileMode(file) == 0o444)
  }

  @Test func aReplacedFileKeepsItsModeAndSaysItWasReplaced() throws {
    let folder = try TemporaryFolder()
    let file = try folder.write("mine.transcript", "old\n")
    #expect(chmod(file.path, 0o640) == 0)
    #expect(try StateFile.replace(file, with: "new\n", mode: 0o644) == true)
    #expect(try fileMode(file) == 0o640)
    #expect(try StateFile.replace(folder.url.appendingPathComponent("fresh.transcript"), with: "x\n", mode: 0o644) == false)
  }

  /// A process killed between writing its temporary file and renaming it left one; the next
  /// write in that folder removes it, and leaves a live process's alone.
  @Test func temporaryFilesOfDeadProcessesAreRemoved() throws {
    let folder = try TemporaryFolder()
    let dead = try folder.write(".tca-playground.2147483646.12345.tmp", "half")
    let live = try folder.write(".tca-playground.\(getpid()).12345.tmp", "mine")
    try StateFile.replace(folder.url.appendingPathComponent("progress.json"), with: "{}")
    #expect(!FileManager.default.fileExists(atPath: dead.path))
    #expect(FileManager.default.fileExists(atPath: live.path))
  }

  @Test func aSecondBackupNeverOverwritesTheFirst() throws {
    let folder = try TemporaryFolder()
    let file = folder.url.appendingPathComponent("progress.json")
    #expect(StateFile.backupURL(for: file).lastPathComponent == "progress.json.bak")
    try folder.write("progress.json.bak", "first")
    #expect(StateFile.backupURL(for: file).lastPathComponent == "progress.json.bak-2")
  }
}
