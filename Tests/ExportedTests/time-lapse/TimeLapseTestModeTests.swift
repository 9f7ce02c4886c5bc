import ComposableArchitecture
import Testing

// Lessons is the playground's module: replace it with your module that defines TimeLapse.
@testable import Lessons

@MainActor
struct TimeLapseTestModeTests {
  @Test func session() async {
    let clock = TestClock()

    let store = TestStore(initialState: TimeLapse.State()) {
      TimeLapse()
    } withDependencies: {
      $0.continuousClock = clock
      $0.date = DateGenerator { Date(timeIntervalSince1970: 1_767_225_600 + TestClock<Duration>.Instant().duration(to: clock.now) / .seconds(1)) }
      $0.camera.requestAccess = { true }
      $0.camera.shoot = { _ in
        return AsyncThrowingStream { continuation in
          let task = Task {
            try await clock.sleep(for: .seconds(1))
            continuation.yield(1)
            try await clock.sleep(for: .seconds(1))
            continuation.yield(2)
            try await clock.sleep(for: .milliseconds(250))
            continuation.finish()
          }
          continuation.onTermination = { _ in task.cancel() }
        }
      }
      $0.camera.stopShooting = { 2.0 }
      $0.openSettings = {}
    }

    await store.send(.shootButtonTapped)
    await store.receive(\.cameraAccessAnswered) {
      $0.cameraAccess = .granted
      $0.clipsShot = 1
      $0.shoot = Shoot.State(frames: 0, isSaving: false, seconds: 0.0, startedAt: Date(timeIntervalSince1970: 1767225600.0), url: URL(fileURLWithPath: "/DCIM/1.mov"))
    }
    await store.send(.shoot(.presented(.onAppear)))
    await clock.advance(by: .seconds(2))
    await store.receive(\.shoot.presented.frameTaken, 1) {
      $0.shoot?.frames = 1
    }
    await store.receive(\.shoot.presented.frameTaken, 2) {
      $0.shoot?.frames = 2
    }
    await store.send(.shoot(.presented(.stopButtonTapped))) {
      $0.shoot?.isSaving = true
    }
    await store.receive(\.shoot.presented.stopped) {
      $0.shoot?.seconds = 2.0
    }
    await clock.advance(by: .milliseconds(250))
    await store.receive(\.shoot.presented.clipSaved)
    await store.receive(\.shoot.presented.delegate.saved) {
      $0.shoot = nil
      $0.clips = [Clip.State(url: URL(fileURLWithPath: "/DCIM/1.mov"), shotAt: Date(timeIntervalSince1970: 1767225600.0), frames: 2, seconds: 2.0, title: "", frameOnScreen: nil)]
    }
    store.dependencies.clipPlayer.play = { _ in
      return AsyncThrowingStream { continuation in
        let task = Task {
          try await Task.never()
        }
        continuation.onTermination = { _ in task.cancel() }
      }
    }
    await store.send(.clips(.element(id: URL(fileURLWithPath: "/DCIM/1.mov"), action: .playButtonTapped))) {
      $0.clips[id: URL(fileURLWithPath: "/DCIM/1.mov")]?.frameOnScreen = 0
    }
    await store.receive(\.clips[id: URL(fileURLWithPath: "/DCIM/1.mov")].delegate.startedPlaying)
    await clock.advance(by: .seconds(10))
    await store.send(.clips(.element(id: URL(fileURLWithPath: "/DCIM/1.mov"), action: .stopButtonTapped))) {
      $0.clips[id: URL(fileURLWithPath: "/DCIM/1.mov")]?.frameOnScreen = nil
    }
    await store.finish()
  }
}
