import Testing

/// A screen pushed with a reference to one element of a `@Shared` list, as SyncUps' list
/// pushes a sync-up's detail: `$0.…$syncUps[id: SyncUp.ID(UUID(0))]` in a `send` reads the state
/// as it is, a `Tagged` id is typed by its raw value, and the export spells it back as a test
/// reads it, `Shared(store.state.….$syncUps[id: …])!`.
@MainActor
struct SharedListElementSessionTests {
  let addSyncUp = [
    "send \\.syncUpsList.addSyncUpButtonTapped",
    "send \\.syncUpsList.destination.presented.add.binding.syncUp.title, \"Design\"",
    "send \\.syncUpsList.confirmAddSyncUpButtonTapped",
  ]
  let push = "send .path(.push(id: 0, state: .detail(SyncUpDetail.State(syncUp: $0.syncUpsList.$syncUps[id: SyncUp.ID(UUID(0))]))))"

  @Test func thePushedDetailEditsTheListsElement() async throws {
    let text = try await transcript(
      "sync-ups",
      addSyncUp + [
        push,
        "send \\.path[id: 0].detail.editButtonTapped",
        "send \\.path[id: 0].detail.destination.presented.edit.binding.syncUp.title, \"Renamed\"",
        "send \\.path[id: 0].detail.doneEditingButtonTapped",
        "state syncUpsList.syncUps",
      ]
    )
    #expect(!text.contains("error:"))
    let listed = try #require(text.components(separatedBy: "sync-ups> state syncUpsList.syncUps\n").last)
    #expect(listed.contains(#"title: "Renamed""#))
  }

  @Test func whatAnElementReferenceRefuses() async throws {
    let text = try await transcript(
      "sync-ups",
      addSyncUp + [
        "send .path(.push(id: 0, state: .detail(SyncUpDetail.State(syncUp: $0.syncUpsList.$syncUps[id: SyncUp.ID(UUID(7))]))))",
        "send .path(.push(id: 0, state: .detail(SyncUpDetail.State(syncUp: $0.syncUpsList.syncUps[id: SyncUp.ID(UUID(0))]))))",
        "send .path(.push(id: 0, state: .detail(SyncUpDetail.State(syncUp: $0.syncUpsList.$syncUps[0]))))",
      ]
    )
    let errors = text.split(separator: "\n").filter { $0.hasPrefix("error:") }
    #expect(
      errors == [
        "error: $syncUps has no element with id Tagged(rawValue: UUID(00000000-0000-0000-0000-000000000007)) (column 95)",
        "error: syncUps is not a @Shared list, so it takes no [id: …]; type $syncUps (column 94)",
        "error: expected 'id:' in a list's subscript, as in $0.$todos[id: 0] (column 91)",
      ]
    )
  }

  @Test func theExportReadsTheReferenceAsATestDoes() async throws {
    let text = try await transcript(
      "sync-ups",
      ["test on", "exhaustivity off"] + addSyncUp + [
        push,
        "send \\.path[id: 0].detail.startMeetingButtonTapped",
        "receive \\.path[id: 0].detail.delegate.startMeeting",
        "export test",
      ]
    )
    let export = try #require(text.components(separatedBy: "sync-ups (test)> export test\n").last)
    // swift-tagged for the ids; the dates and UUIDs' Foundation comes with the runtime.
    #expect(export.hasPrefix("import ComposableArchitecture\nimport Tagged\nimport Testing\n"))
    #expect(export.contains("$0.date = DateGenerator { Date(timeIntervalSince1970: 1_767_225_600 + TestClock<Duration>.Instant().duration(to: clock.now) / .seconds(1)) }"))
    #expect(
      export.contains(
        "await store.send(.path(.push(id: 0, state: .detail(SyncUpDetail.State(destination: nil, syncUp: Shared(store.state.syncUpsList.$syncUps[id: Tagged(rawValue: UUID(0))])!)))))"
      )
    )
    // The delegate's payload is a reference: the case alone is named, as TCA's tests do.
    #expect(export.contains("await store.receive(\\.path[id: 0].detail.delegate.startMeeting)"))
  }
}
