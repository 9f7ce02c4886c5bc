import Testing

/// A screen pushed with a reference to one element of a `@Shared` list, as the bird walks' list
/// pushes a trail's detail: `$0.…$trails[id: BirdTrail.ID(UUID(0))]` in a `send` reads the state as
/// it is, a `Tagged` id is typed by its raw value, and the export spells it back as a test reads
/// it, `Shared(store.state.….$trails[id: …])!`.
@MainActor
struct SharedListElementSessionTests {
  let addTrail = [
    "send \\.trailList.addTrailButtonTapped",
    "send \\.trailList.newTrail.binding.trail.name, \"Reed beds\"",
    "send \\.trailList.saveNewTrailButtonTapped",
  ]
  let push = "send .path(.push(id: 0, state: .detail(TrailDetail.State(trail: $0.trailList.$trails[id: BirdTrail.ID(UUID(0))]))))"

  @Test func thePushedDetailEditsTheListsElement() async throws {
    let text = try await transcript(
      "bird-walks",
      addTrail + [
        push,
        "send \\.path[id: 0].detail.editButtonTapped",
        "send \\.path[id: 0].detail.destination.presented.edit.binding.trail.name, \"Renamed\"",
        "send \\.path[id: 0].detail.saveEditButtonTapped",
        "state trailList.trails",
      ]
    )
    #expect(!text.contains("error:"))
    let listed = try #require(text.components(separatedBy: "bird-walks> state trailList.trails\n").last)
    #expect(listed.contains(#"name: "Renamed""#))
  }

  @Test func whatAnElementReferenceRefuses() async throws {
    let text = try await transcript(
      "bird-walks",
      addTrail + [
        "send .path(.push(id: 0, state: .detail(TrailDetail.State(trail: $0.trailList.$trails[id: BirdTrail.ID(UUID(7))]))))",
        "send .path(.push(id: 0, state: .detail(TrailDetail.State(trail: $0.trailList.trails[id: BirdTrail.ID(UUID(0))]))))",
        "send .path(.push(id: 0, state: .detail(TrailDetail.State(trail: $0.trailList.$trails[0]))))",
      ]
    )
    let errors = text.split(separator: "\n").filter { $0.hasPrefix("error:") }
    #expect(
      errors == [
        "error: $trails has no element with id Tagged(rawValue: UUID(00000000-0000-0000-0000-000000000007)) (column 90)",
        "error: trails is not a @Shared list, so it takes no [id: …]; type $trails (column 89)",
        "error: expected 'id:' in a list's subscript, as in $0.$todos[id: 0] (column 86)",
      ]
    )
  }

  @Test func theExportReadsTheReferenceAsATestDoes() async throws {
    let text = try await transcript(
      "bird-walks",
      ["test on", "exhaustivity off"] + addTrail + [
        push,
        "send \\.path[id: 0].detail.beginWalkButtonTapped",
        "receive \\.path[id: 0].detail.delegate.beginWalk",
        "export test",
      ]
    )
    let export = try #require(text.components(separatedBy: "bird-walks (test)> export test\n").last)
    // swift-tagged for the ids; the dates and UUIDs' Foundation comes with the runtime.
    #expect(export.hasPrefix("import ComposableArchitecture\nimport Tagged\nimport Testing\n"))
    #expect(export.contains("$0.date = DateGenerator { Date(timeIntervalSince1970: 1_767_225_600 + TestClock<Duration>.Instant().duration(to: clock.now) / .seconds(1)) }"))
    #expect(
      export.contains(
        "await store.send(.path(.push(id: 0, state: .detail(TrailDetail.State(destination: nil, trail: Shared(store.state.trailList.$trails[id: Tagged(rawValue: UUID(0))])!)))))"
      )
    )
    // The delegate's payload is a reference: the case alone is named, as TCA's tests do.
    #expect(export.contains("await store.receive(\\.path[id: 0].detail.delegate.beginWalk)"))
  }
}
