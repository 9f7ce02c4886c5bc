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
    #expect(try await first.run(count).hasSuffix("\n0\n"))
    #expect(try await second.run(count).hasSuffix("\n0\n"))

    // The first change is written at once, and the other session reloads it before its next
    // command, printing the diff.
    _ = try await first.run(increment)
    let reloaded = try await second.run(count)
    #expect(reloaded.contains("Documents/lift.json in the data folder changed outside the playground; reloaded lift:"))
    #expect(reloaded.contains("+       floor: 1,"))
    #expect(reloaded.hasPrefix("shared-stats> \(count)\n"), "reloaded after the command was read, before it ran")
    #expect(reloaded.hasSuffix("\n1\n"))

    _ = try await second.run(increment)
    let sawSecond = try await first.run(count)
    #expect(sawSecond.hasSuffix("\n2\n"), "\(sawSecond)")

    // A write opens a second of virtual time in which further changes are held back, and
    // shown as pending; once it is over, the next change is written at once again.
    _ = try await first.run("advance 1s", increment, increment)
    #expect(try await first.run("shared").contains("  write: pending;"))
    // The held 4 reaches the disk within a second of real time too, whatever the virtual
    // clock says: the other session sees 3, or 4 on a slow machine.
    let whilePending = try await second.run(count)
    #expect(whilePending.hasSuffix("\n3\n") || whilePending.hasSuffix("\n4\n"), "\(whilePending)")
    // When the second ends on the virtual clock, the latest value is written.
    _ = try await first.run("advance 1s")
    #expect(try await second.run(count).hasSuffix("\n4\n"))

    // A change held back when the session ends is written as it ends.
    _ = try await first.run(increment, increment)
    #expect(try await second.run(count).hasSuffix("\n5\n"))
    #expect(await first.endInput() == 0)
    #expect(try await second.run(count).hasSuffix("\n6\n"))
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
    _ = try await first.run(increment, increment)
    _ = try await second.run("send .cabin(.downButtonTapped)")
    // The first's window ends: its 2 replaces the second's, which it never loaded.
    let ended = try await first.run("advance 1s")
    let file = folder.url.appendingPathComponent("Documents/lift.json").path
    #expect(ended.contains(
      "runtime warning: \(file) changed outside this process since it was last read; this write replaces that change"
    ), "\(ended)")
    #expect(await first.endInput() == 0)
    #expect(await second.endInput() == 0)
  }
}
