import Foundation
import PlaygroundTestSupport
import Testing

/// Two `shared-stats` sessions on one data folder, as two copies of an app on one device: each
/// sees the other's changes to `lift.json` at its next command, and file storage writes at
/// most once a second of virtual time, the latest value when the second ends or the session
/// does.
@Suite struct SharedFileTwoProcessesTests {
  @Test func twoSessionsSeeEachOthersIncrements() async throws {
    let folder = try TemporaryFolder()
    let arguments = ["shared-stats", "--data-dir", folder.url.path, "--no-color"]
    let first = try RunningPlayground(arguments, outputFile: folder.url.appendingPathComponent("first.out"))
    let second = try RunningPlayground(arguments, outputFile: folder.url.appendingPathComponent("second.out"))
    let increment = "send .cabin(.upButtonTapped)"
    let count = "state cabin.stats.floor"

    // Both have started, and loaded the stats: none yet.
    #expect(try first.run(count).hasSuffix("\n0\n"))
    #expect(try second.run(count).hasSuffix("\n0\n"))

    // The first change is written at once, and the other session reloads it before its next
    // command, printing the diff.
    _ = try first.run(increment)
    let reloaded = try second.run(count)
    #expect(reloaded.contains("Documents/lift.json in the data folder changed outside the playground; reloaded lift:"))
    #expect(reloaded.contains("+       floor: 1,"))
    #expect(reloaded.hasPrefix("shared-stats> \(count)\n"), "reloaded after the command was read, before it ran")
    #expect(reloaded.hasSuffix("\n1\n"))

    _ = try second.run(increment)
    let sawSecond = try first.run(count)
    #expect(sawSecond.hasSuffix("\n2\n"), "\(sawSecond)")

    // A write opens a second of virtual time in which further changes are held back, and
    // shown as pending; once it is over, the next change is written at once again.
    _ = try first.run("advance 1s", increment, increment)
    #expect(try first.run("shared").contains("  write: pending;"))
    // The held 4 reaches the disk within a second of real time too, whatever the virtual
    // clock says: the other session sees 3, or 4 on a slow machine.
    let whilePending = try second.run(count)
    #expect(whilePending.hasSuffix("\n3\n") || whilePending.hasSuffix("\n4\n"), "\(whilePending)")
    // When the second ends on the virtual clock, the latest value is written.
    _ = try first.run("advance 1s")
    #expect(try second.run(count).hasSuffix("\n4\n"))

    // A change held back when the session ends is written as it ends. Until then the other
    // session sees the first of the two, or both once the held one has had its real second.
    _ = try first.run(increment, increment)
    let beforeTheEnd = try second.run(count)
    #expect(beforeTheEnd.hasSuffix("\n5\n") || beforeTheEnd.hasSuffix("\n6\n"), "\(beforeTheEnd)")
    #expect(await first.endInput() == 0)
    #expect(try second.run(count).hasSuffix("\n6\n"))
    #expect(await second.endInput() == 0)
    let saved = try folder.read("Documents/lift.json")
    #expect(saved.contains("\"floor\" : 6"))
  }
}

extension SharedFileTwoProcessesTests {
  /// A held write that would replace a change this session never loaded: it happens, last
  /// writer wins as in swift-sharing, but it says so, naming the file.
  @Test func aWriteOverTheOtherSessionsChangeWarns() async throws {
    let folder = try TemporaryFolder()
    let arguments = ["shared-stats", "--data-dir", folder.url.path, "--no-color"]
    let first = try RunningPlayground(arguments, outputFile: folder.url.appendingPathComponent("first.out"))
    let second = try RunningPlayground(arguments, outputFile: folder.url.appendingPathComponent("second.out"))
    let increment = "send .cabin(.upButtonTapped)"
    // The first writes 1 at once and holds 2; the second reloads 1 and writes its 0.
    _ = try first.run(increment, increment)
    _ = try second.run("send .cabin(.downButtonTapped)")
    // The first's window ends: its 2 replaces the second's, which it never loaded.
    let ended = try first.run("advance 1s")
    let file = folder.url.appendingPathComponent("Documents/lift.json").path
    #expect(ended.contains(
      "runtime warning: \(file) changed outside this process since it was last read; this write replaces that change"
    ), "\(ended)")
    #expect(await first.endInput() == 0)
    #expect(await second.endInput() == 0)
  }
}
