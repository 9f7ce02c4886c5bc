import ComposableArchitecture
import Testing

// Lessons is the playground's module: replace it with your module that defines Folder.
@testable import Lessons

@MainActor
struct RecursionBasicsTests {
  @Test func session() async {
    let store = TestStore(initialState: Folder.State(name: "Home")) {
      Folder()
    } withDependencies: {
      $0.uuid = .incrementing
    }

    await store.send(.newFolderButtonTapped) {
      $0.subfolders[id: UUID(1)] = Folder.State(id: UUID(1), name: "Folder 1", files: 0, subfolders: [])
    }
    await store.send(.newFolderButtonTapped) {
      $0.subfolders[id: UUID(2)] = Folder.State(id: UUID(2), name: "Folder 2", files: 0, subfolders: [])
    }
    await store.send(.renamed("Projects")) {
      $0.name = "Projects"
    }
    await store.send(.fileDropped) {
      $0.files = 1
    }
    await store.send(.subfolders(.element(id: UUID(1), action: .newFolderButtonTapped))) {
      $0.subfolders[id: UUID(1)]?.subfolders[id: UUID(3)] = Folder.State(id: UUID(3), name: "Folder 1", files: 0, subfolders: [])
    }
    await store.send(.subfolders(.element(id: UUID(1), action: .subfolders(.element(id: UUID(3), action: .renamed("Drafts")))))) {
      $0.subfolders[id: UUID(1)]?.subfolders[id: UUID(3)]?.name = "Drafts"
    }
    await store.send(.subfoldersSwipedAway(IndexSet(integer: 0))) {
      $0.subfolders[id: UUID(1)] = nil
    }
    await withKnownIssue {
      await store.send(.subfolders(.element(id: UUID(1), action: .fileDropped)))
    }
    await store.finish()
  }
}
