import Lessons
import PlaygroundText
import Testing

@testable import PlaygroundSession

/// What the higher-order lessons need of the shell: list ids that are UUIDs, typed as TCA's
/// tests write them (`UUID(1)`), a swipe's `IndexSet`, and state paths through `@Presents`.
@MainActor
struct HigherOrderSessionTests {
  func run(_ lesson: String, _ commands: [String]) async throws -> String {
    var lines: [OutputLine] = []
    let playground = try Playground(lessons: allLessons, lessonID: lesson, sink: { lines.append($0) })
    for command in commands {
      lines.append(OutputLine(playground.prompt + command))
      _ = await playground.execute(command)
    }
    return lines.text
  }

  @Test func aUUIDIsTypedAsATestWritesIt() async throws {
    let output = try await run("recursion", [
      "send .newFolderButtonTapped",
      "send \\.subfolders[id: UUID(1)].renamed, \"A\"",
      "send .subfolders(.element(id: UUID(uuidString: \"00000000-0000-0000-0000-000000000001\"), action: .renamed(\"B\")))",
      "state subfolders[id: UUID(1)].name",
      "send .subfolders(.element(id: UUID(uuidString: \"nope\"), action: .newFolderButtonTapped))",
      "send .subfolders(.element(id: 1, action: .newFolderButtonTapped))",
    ])
    #expect(output.contains("recursion> state subfolders[id: UUID(1)].name\n\"B\"\n"))
    #expect(output.contains("error: \"nope\" is not a UUID (column "))
    #expect(output.contains("error: expected a UUID such as UUID(0) or UUID(uuidString: \"00000000-0000-0000-0000-000000000000\"), found 1 (column "))
  }

  @Test func anIndexSetIsTypedAsATestWritesItOrAsAnArray() async throws {
    let output = try await run("recursion", [
      "send .newFolderButtonTapped", "send .newFolderButtonTapped", "send .newFolderButtonTapped",
      "send .subfoldersSwipedAway([0, 2])", "state subfolders", "send .subfoldersSwipedAway(IndexSet(integer: 0))",
      "state subfolders", "send .subfoldersSwipedAway([-1])", "send .subfoldersSwipedAway(IndexSet(1))",
    ])
    #expect(output.contains("recursion> state subfolders\n[\n  [0]: Folder.State(\n    id: UUID(00000000-0000-0000-0000-000000000002),"))
    #expect(output.contains("recursion> state subfolders\n[]\n"))
    #expect(output.contains("error: an offset is 0 or more, not -1 (column 29)"))
    #expect(output.hasSuffix("error: expected offsets, such as IndexSet(integer: 1) or [0, 2], found IndexSet(…) (column 28)\n"))
  }

  /// A list's view only sends offsets of rows it shows, and the shell can type any: an offset
  /// past the rows changes nothing, where `remove(atOffsets:)` would stop the program.
  @Test func offsetsPastTheRowsChangeNothing() async throws {
    let recursion = try await run("recursion", ["send .newFolderButtonTapped", "send .subfoldersSwipedAway([1, 3])"])
    #expect(recursion.hasSuffix("recursion> send .subfoldersSwipedAway([1, 3])\n  (No state changes)\n"))
    let birdWalks = try await run("bird-walks", [
      "send \\.trailList.deleteTrails, [3]",
      "send \\.trailList.addTrailButtonTapped",
      "send \\.trailList.newTrail.removeStops, [7]",
      "send \\.trailList.saveNewTrailButtonTapped",
      "send .path(.push(id: 0, state: .detail(TrailDetail.State(trail: $0.trailList.$trails[id: BirdTrail.ID(UUID(0))]))))",
      "send \\.path[id: 0].detail.deleteWalks, [4]",
      "send \\.path[id: 0].detail.editButtonTapped",
      "send \\.path[id: 0].detail.destination.presented.edit.removeStops, [9]",
    ])
    for offsets in ["deleteTrails, [3]", "removeStops, [7]", "deleteWalks, [4]", "removeStops, [9]"] {
      #expect(birdWalks.contains("\(offsets)\n  (No state changes)\n"))
    }
  }

  /// The export writes ids and offsets as TCA's tests do, so it compiles.
  @Test func theExportWritesUUIDsAndOffsetsAsTestsDo() async throws {
    let output = try await run("recursion", [
      "send .newFolderButtonTapped", "send .subfoldersSwipedAway(IndexSet(integer: 0))", "export test",
    ])
    #expect(output.contains("    await store.send(.newFolderButtonTapped) {\n      $0.subfolders[id: UUID(1)] = Folder.State(id: UUID(1), name: \"Folder 1\", files: 0, subfolders: [])\n    }"))
    #expect(output.contains("    await store.send(.subfoldersSwipedAway(IndexSet(integer: 0))) {\n      $0.subfolders[id: UUID(1)] = nil\n    }"))
  }

  @Test func tabOffersTheIdsAsTheyAreTyped() async throws {
    let playground = try Playground(lessons: allLessons, lessonID: "reusable-favoriting") { _ in }
    let candidates = playground.completionContext.completions(for: "send .trails(.element(id: ").candidates
    #expect(candidates.first == "UUID(0)")
    #expect(candidates.count == 5)
  }

  @Test func aStatePathGoesThroughAPresentedChild() async throws {
    let output = try await run("matchsticks", [
      "state signIn.codeEntry.code",
      "dependency membership live",
      "send \\.signIn.view.binding.name, \"Ada\"",
      "send \\.signIn.view.binding.passphrase, \"first move\"",
      "send \\.signIn.view.signInTapped",
      "advance 1s",
      "send .clubroom(.startTapped)",
      "state clubroom.game.players",
    ])
    #expect(output.contains("matchsticks> state signIn.codeEntry.code\nerror: signIn.codeEntry is nil, so it has no property 'code' (column 24)\n"))
    #expect(output.hasSuffix("matchsticks> state clubroom.game.players\n[\n  [0]: \"Ada\",\n  [1]: \"Guest\"\n]\n"))
  }
}
