import ComposableArchitecture
import Foundation
import Testing

@testable import Lessons

/// The recursion lesson: a folder whose subfolders are the same feature, to any depth.
@MainActor
struct FolderTests {
  let store: TestStoreOf<Folder>

  init() {
    store = TestStore(initialState: Folder.State(id: UUID(100), name: "Home")) {
      Folder()
    } withDependencies: {
      $0.uuid = .incrementing
    }
  }

  @Test func aSubfolderRunsTheSameReducerTwoLevelsDown() async {
    await store.send(.newFolderButtonTapped) {
      $0.subfolders.append(Folder.State(id: UUID(0), name: "Folder 1"))
    }
    await store.send(\.subfolders[id: UUID(0)].newFolderButtonTapped) {
      $0.subfolders[id: UUID(0)]?.subfolders.append(Folder.State(id: UUID(1), name: "Folder 1"))
    }
    await store.send(\.subfolders[id: UUID(0)].subfolders[id: UUID(1)].renamed, "Receipts") {
      $0.subfolders[id: UUID(0)]?.subfolders[id: UUID(1)]?.name = "Receipts"
    }
    await store.send(\.subfolders[id: UUID(0)].subfolders[id: UUID(1)].fileDropped) {
      $0.subfolders[id: UUID(0)]?.subfolders[id: UUID(1)]?.files = 1
    }
  }

  @Test func theRootRenamesAndTakesFiles() async {
    await store.send(.renamed("Desk")) {
      $0.name = "Desk"
    }
    await store.send(.fileDropped) {
      $0.files = 1
    }
  }

  /// A new folder is named after its place among its siblings; swiping one away takes its
  /// subfolders with it.
  @Test func swipingAwayTakesTheSubfolderAndAllBelowIt() async {
    await store.send(.newFolderButtonTapped) {
      $0.subfolders.append(Folder.State(id: UUID(0), name: "Folder 1"))
    }
    await store.send(.newFolderButtonTapped) {
      $0.subfolders.append(Folder.State(id: UUID(1), name: "Folder 2"))
    }
    await store.send(\.subfolders[id: UUID(0)].newFolderButtonTapped) {
      $0.subfolders[id: UUID(0)]?.subfolders.append(Folder.State(id: UUID(2), name: "Folder 1"))
    }
    await store.send(.subfoldersSwipedAway([0])) {
      $0.subfolders.remove(id: UUID(0))
    }
    // An offset past the subfolders changes nothing.
    await store.send(.subfoldersSwipedAway([4]))
  }
}
