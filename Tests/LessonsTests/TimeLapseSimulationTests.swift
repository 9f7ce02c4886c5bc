import ComposableArchitecture
import Foundation
import Testing

@testable import Lessons

/// The lesson's simulated camera and player, the `dependency` modes, tested as the lesson
/// teaches: non-exhaustively, since a clip of many frames sends one action per frame and the
/// test only cares where they lead.
@MainActor
struct TimeLapseSimulationTests {
  let clock = TestClock()
  let url = URL(fileURLWithPath: "/DCIM/1.mov")

  func makeStore(camera: CameraClient = .simulated(), player: ClipPlayerClient = .simulated()) -> TestStoreOf<TimeLapse> {
    let store = TestStore(initialState: TimeLapse.State()) {
      TimeLapse()
    } withDependencies: { [clock] in
      $0.camera = camera
      $0.clipPlayer = player
      $0.continuousClock = clock
      $0.date.now = Date(timeIntervalSince1970: 0)
    }
    store.exhaustivity = .off
    return store
  }

  /// The full path: access, ten frames in ten seconds, the stop, the clip saved and played back.
  @Test func aClipShotForTenSecondsHoldsTenFramesAndPlaysBackInTwoAndAHalf() async {
    let store = makeStore()

    await store.send(.shootButtonTapped)
    await store.receive(\.cameraAccessAnswered, true)
    await store.send(\.shoot.onAppear)
    await clock.advance(by: .milliseconds(10_400))
    // Ten frames arrived; rather than receive each, skip them and assert where they led.
    // (`receive(\.shoot.frameTaken) { $0.shoot?.frames = 10 }` would take the first, 1, and fail.)
    await store.skipReceivedActions()
    store.assert { $0.shoot?.frames = 10 }

    await store.send(\.shoot.stopButtonTapped)
    await store.receive(\.shoot.stopped, 10.4)
    await clock.advance(by: .milliseconds(250))
    await store.receive(\.shoot.delegate.saved) {
      $0.shoot = nil
      $0.clips = [Clip.State(url: url, shotAt: Date(timeIntervalSince1970: 0), frames: 10, seconds: 10.4)]
    }

    await store.send(\.clips[id: url].playButtonTapped)
    await clock.advance(by: .milliseconds(2_500))
    await store.receive(\.clips[id: url].playbackEnded) { $0.clips[id: url]?.frameOnScreen = nil }
    await store.finish()
  }

  /// Issue 36's old note: a stop just before a frame was due must not let that frame, or any
  /// later one, in; the clip is saved 0.25s after the stop with the frames taken by then.
  @Test func aStopAtNineTenthsOfASecondSavesAClipWithNoFrameAndNoLateFrame() async {
    let store = makeStore()
    store.exhaustivity = .on

    await store.send(.shootButtonTapped)
    await store.receive(\.cameraAccessAnswered, true) {
      $0.cameraAccess = .granted
      $0.clipsShot = 1
      $0.shoot = Shoot.State(startedAt: Date(timeIntervalSince1970: 0), url: url)
    }
    await store.send(\.shoot.onAppear)
    await clock.advance(by: .milliseconds(900))
    await store.send(\.shoot.stopButtonTapped) { $0.shoot?.isSaving = true }
    await store.receive(\.shoot.stopped, 0.9) { $0.shoot?.seconds = 0.9 }
    // At 1s a frame would have been due: none comes, and the clip is not saved yet.
    await clock.advance(by: .milliseconds(100))
    await clock.advance(by: .milliseconds(150))
    await store.receive(\.shoot.clipSaved)
    await store.receive(\.shoot.delegate.saved) {
      $0.shoot = nil
      $0.clips = [Clip.State(url: url, shotAt: Date(timeIntervalSince1970: 0), frames: 0, seconds: 0.9)]
    }
  }

  @Test func aFullCardFailsTheFifthFrame() async {
    let store = makeStore(camera: .simulated(cardFillsAfter: 4))

    await store.send(.shootButtonTapped)
    await store.send(\.shoot.onAppear)
    await clock.advance(by: .seconds(4))
    await store.skipReceivedActions()
    store.assert { $0.shoot?.frames = 4 }
    await clock.advance(by: .seconds(1))
    await store.receive(\.shoot.cameraFailed, .cardFull)
    await store.receive(\.shoot.delegate.failed) {
      $0.shoot = nil
      $0.alert = AlertState { TextState("The camera stopped.") } message: {
        TextState("The memory card is full: the clip was not saved.")
      }
    }
    #expect(store.state.clips.isEmpty)
  }

  @Test func theCameraAnswersNoTimeWhenNotShootingAndForgetsAStoppedClip() async {
    let camera = CameraClient.simulated()
    await withDependencies {
      $0.continuousClock = clock
    } operation: {
      #expect(await camera.stopShooting() == nil)
      let frames = Task {
        var taken: [Int] = []
        for try await frame in camera.shoot(url: url) { taken.append(frame) }
        return taken
      }
      await clock.advance(by: .seconds(2))
      #expect(await camera.stopShooting() == 2)
      await clock.advance(by: .milliseconds(250))
      let result = await frames.result
      #expect((try? result.get()) == [1, 2])
      #expect(await camera.stopShooting() == nil)
    }
  }

  @Test func aClipNeverShotCannotBeRead() async throws {
    let player = ClipPlayerClient.simulated()
    await withDependencies {
      $0.continuousClock = clock
    } operation: {
      await #expect(throws: PlaybackError.notOnCard) {
        for try await _ in player.play(url: url) {}
      }
    }
  }

  @Test func aDamagedClipFailsAfterItsSecondFrame() async {
    let store = makeStore(player: .simulated(damagedAfter: 2))

    await store.send(.shootButtonTapped)
    await store.send(\.shoot.onAppear)
    await clock.advance(by: .seconds(3))
    await store.send(\.shoot.stopButtonTapped)
    await clock.advance(by: .milliseconds(250))
    await store.receive(\.shoot.delegate.saved)

    await store.send(\.clips[id: url].playButtonTapped)
    await clock.advance(by: .milliseconds(750))
    await store.receive(\.clips[id: url].frameShown, 2)
    await store.receive(\.clips[id: url].playbackFailed, .damaged)
    await store.receive(\.clips[id: url].delegate.couldNotPlay) {
      $0.alert = AlertState { TextState("The clip cannot be played.") } message: {
        TextState("The file is damaged partway through.")
      }
    }
    #expect(store.state.clips[id: url]?.isPlaying == false)
  }

  @Test func aStalledPlayerPlaysUntilStopped() async {
    let store = makeStore(player: .stalled)
    await store.send(.shootButtonTapped)
    await store.send(\.shoot.onAppear)
    await clock.advance(by: .seconds(1))
    await store.send(\.shoot.stopButtonTapped)
    await clock.advance(by: .milliseconds(250))
    await store.receive(\.shoot.delegate.saved)

    await store.send(\.clips[id: url].playButtonTapped)
    await clock.advance(by: .seconds(60))
    #expect(store.state.clips[id: url]?.frameOnScreen == 0)
    await store.send(\.clips[id: url].stopButtonTapped) { $0.clips[id: url]?.frameOnScreen = nil }
    await store.finish()
  }
}
