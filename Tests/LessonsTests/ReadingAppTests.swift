import ComposableArchitecture
import Foundation
import Testing

@testable import Lessons

/// The shared-state-user-defaults lesson: the page and the settings share the text size held
/// by `@Shared(.appStorage("readingTextSize"))`, stored in `app-storage.json` in this test's own
/// data folder, written at once so that a second store, a new launch, reads it back.
@MainActor
@Suite(.serialized)
final class ReadingAppTests {
  let folder = FileManager.default.temporaryDirectory
    .appending(component: "reading-app-\(UUID().uuidString)", directoryHint: .isDirectory)

  deinit {
    try? FileManager.default.removeItem(at: folder)
  }

  func launch(_ dependencies: inout DependencyValues) {
    dependencies.dataDirectory = folder
    dependencies.defaultFileStorage = FileStorage.fileSystem.scheduling { _, write in write() }
    dependencies.persistentReferences = PersistentReferences()
  }

  func makeStore() -> TestStoreOf<ReadingApp> {
    TestStore(initialState: ReadingApp.State()) {
      ReadingApp()
    } withDependencies: {
      launch(&$0)
    }
  }

  @Test func aPinchOnThePageShowsInTheSettings() async {
    let store = makeStore()

    await store.send(\.page.pinchedOut) {
      $0.page.$textSize.withLock { $0 = 18 }
    }
    #expect(store.state.settings.textSize == 18)
    await store.send(\.page.pinchedIn) {
      $0.settings.$textSize.withLock { $0 = 16 }
    }
  }

  @Test func theSizeStopsAtTheEndsOfItsRange() async {
    let store = makeStore()
    for size in stride(from: 18, through: 32, by: 2) {
      await store.send(\.page.pinchedOut) {
        $0.page.$textSize.withLock { $0 = size }
      }
    }
    await store.send(\.page.pinchedOut)

    let small = makeStore()
    await small.send(\.settings.useStandardSizeTapped) {
      $0.settings.$textSize.withLock { $0 = 16 }
    }
    for size in [14, 12, 10] {
      await small.send(\.page.pinchedIn) {
        $0.page.$textSize.withLock { $0 = size }
      }
    }
    await small.send(\.page.pinchedIn)
  }

  @Test func theSettingsPutTheStandardSizeBack() async {
    let store = makeStore()
    await store.send(\.page.pinchedIn) {
      $0.page.$textSize.withLock { $0 = 14 }
    }

    await store.send(\.settings.useStandardSizeTapped) {
      $0.settings.$textSize.withLock { $0 = TextSize.standard }
    }
    #expect(store.state.page.textSize == 16)
  }

  @Test func aTabTapShowsThatTab() async {
    let store = makeStore()

    await store.send(.tabTapped(.settings)) {
      $0.tab = .settings
    }
    await store.send(.tabTapped(.page)) {
      $0.tab = .page
    }
  }

  @Test func theNextLaunchOpensWithTheSizeLastChosen() async {
    let store = makeStore()
    await store.send(\.page.pinchedOut) {
      $0.page.$textSize.withLock { $0 = 18 }
    }

    let relaunched = makeStore()
    #expect(relaunched.state.page.textSize == 18)
  }

  /// The pitfall: a key is a plain string. A screen that spells it by hand, one letter off,
  /// compiles and gets a value of its own, which the page's pinches never reach.
  @Test func aKeySpelledDifferentlyIsAnotherValue() async {
    let store = makeStore()
    await store.send(\.page.pinchedOut) {
      $0.page.$textSize.withLock { $0 = 18 }
    }

    withDependencies {
      launch(&$0)
    } operation: {
      @Shared(.appStorage("readingTextsize")) var misspelled = TextSize.standard
      #expect(misspelled == 16)
      @Shared(.textSize) var declaredOnce = TextSize.standard
      #expect(declaredOnce == 18)
    }
  }
}
