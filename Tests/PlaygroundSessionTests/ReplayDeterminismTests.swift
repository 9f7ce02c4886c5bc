import Foundation
import Lessons
import PlaygroundSession
import PlaygroundTestSupport
import Synchronization
import Testing

/// A session is a pure function of its commands: the same transcript prints the same bytes on
/// every replay, however many run at once and however busy the machine is.
@MainActor
struct ReplayDeterminismTests {
  @Test func threeReplaysOfEachTranscriptInterleavedUnderLoadPrintTheSameBytes() async throws {
    let files = try LessonTranscripts.bundled.all()
    let transcripts = try files.map { file in
      try TranscriptParser.parse(Array(try Data(contentsOf: file)), path: file.path, lessonIDs: allLessons.map(\.id))
    }
    try #require(!transcripts.isEmpty)
    var reference: [String] = []
    for transcript in transcripts {
      reference.append(try await Self.replay(transcript))
    }

    // A busy thread takes one of the two cores, so the replays' timing varies while the output
    // must not. One, not two, and three replays of each, not more: this runs beside the other
    // suites, whose tests wait on the main actor in real time (a receive's one-second timeout).
    let load = BusyThreads(count: 1)
    defer { load.stop() }
    // All start before any ends; on the main serial executor they interleave at each await.
    let replays = (0..<3 * transcripts.count).map { number in
      let index = number % transcripts.count
      return (index, Task { try await Self.replay(transcripts[index]) })
    }
    var outputs: [(Int, String)] = []
    for (index, replay) in replays {
      outputs.append((index, try await replay.value))
    }
    #expect(outputs.count == 3 * transcripts.count)
    for (index, output) in outputs where output != reference[index] {
      Issue.record("\(transcripts[index].path) printed differently when replayed alongside others")
    }
  }

  static func replay(_ file: Transcript) async throws -> String {
    try await transcript(file.lessonID, file.commands)
  }
}

/// Threads that spin until stopped.
private final class BusyThreads: Sendable {
  private let isStopped = Atomic(false)

  init(count: Int) {
    for _ in 0..<count {
      Thread.detachNewThread { [self] in
        while !isStopped.load(ordering: .relaxed) {}
      }
    }
  }

  func stop() {
    isStopped.store(true, ordering: .relaxed)
  }
}
