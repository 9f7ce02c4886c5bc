import ComposableArchitecture
import Foundation
import Testing

@testable import Lessons

/// The time-lapse app driven exhaustively with hand-run clients: the camera's frames are sent
/// by the test, and the stop answers 2.5 seconds; the player's frames likewise.
@MainActor
struct TimeLapseTests {
  let firstClip = URL(fileURLWithPath: "/DCIM/1.mov")
  let shotAt = Date(timeIntervalSince1970: 1_000)

  /// A camera whose frames the test sends through `frames`; stopping it finishes the clip.
  struct HandCamera {
    let frames = AsyncThrowingStream.makeStream(of: Int.self)
    let accessRequests = LockIsolated(0)
    let streamEnded = LockIsolated(false)

    func client(granting: Bool = true) -> CameraClient {
      CameraClient(
        requestAccess: {
          accessRequests.withValue { $0 += 1 }
          return granting
        },
        shoot: { _ in
          frames.continuation.onTermination = { _ in streamEnded.setValue(true) }
          return frames.stream
        },
        // The test finishes `frames` itself once the stop was answered, as a camera saves
        // the clip after the stop.
        stopShooting: { 2.5 }
      )
    }
  }

  func makeStore(
    camera: CameraClient, player: ClipPlayerClient = ClipPlayerClient(), state: TimeLapse.State = TimeLapse.State()
  ) -> TestStoreOf<TimeLapse> {
    TestStore(initialState: state) {
      TimeLapse()
    } withDependencies: { [shotAt] in
      $0.camera = camera
      $0.clipPlayer = player
      $0.date.now = shotAt
    }
  }

  func clip(_ number: Int, frames: Int = 2, frameOnScreen: Int? = nil) -> Clip.State {
    Clip.State(
      url: URL(fileURLWithPath: "/DCIM/\(number).mov"), shotAt: shotAt, frames: frames, seconds: 2.5,
      frameOnScreen: frameOnScreen
    )
  }

  /// The first clip on the screen, the camera allowed, nothing shot yet.
  func shootingFirstClip(camera: CameraClient) -> TestStoreOf<TimeLapse> {
    makeStore(camera: camera, state: TimeLapse.State(cameraAccess: .granted, shoot: Shoot.State(startedAt: shotAt, url: firstClip)))
  }

  /// Starts the camera and takes its first frame.
  func startAndTakeOneFrame(_ store: TestStoreOf<TimeLapse>, with camera: HandCamera) async {
    await store.send(\.shoot.onAppear)
    camera.frames.continuation.yield(1)
    await store.receive(\.shoot.frameTaken) { $0.shoot?.frames = 1 }
  }

  /// Access asked, two frames, the stop, the clip saved.
  func shootTwoFrames(_ store: TestStoreOf<TimeLapse>, with camera: HandCamera, number: Int) async {
    await startAndTakeOneFrame(store, with: camera)
    camera.frames.continuation.yield(2)
    await store.receive(\.shoot.frameTaken) { $0.shoot?.frames = 2 }
    await store.send(\.shoot.stopButtonTapped) { $0.shoot?.isSaving = true }
    await store.receive(\.shoot.stopped) { $0.shoot?.seconds = 2.5 }
    camera.frames.continuation.finish()
    await store.receive(\.shoot.clipSaved)
    await store.receive(\.shoot.delegate.saved) {
      $0.shoot = nil
      $0.clips.insert(clip(number), at: 0)
    }
  }

  @Test func theFirstShotAsksForTheCameraAndSavesTheClipOnTop() async {
    let camera = HandCamera()
    let store = makeStore(camera: camera.client())

    await store.send(.shootButtonTapped)
    await store.receive(\.cameraAccessAnswered) {
      $0.cameraAccess = .granted
      $0.clipsShot = 1
      $0.shoot = Shoot.State(startedAt: shotAt, url: firstClip)
    }
    await shootTwoFrames(store, with: camera, number: 1)
    #expect(store.state.clips.ids == [firstClip])
    #expect(camera.accessRequests.value == 1)
  }

  @Test func laterShotsDoNotAskAgainAndGoAboveTheFirst() async {
    let camera = HandCamera()
    let store = makeStore(camera: camera.client(), state: TimeLapse.State(cameraAccess: .granted, clips: [clip(1)], clipsShot: 1))

    await store.send(.shootButtonTapped) {
      $0.clipsShot = 2
      $0.shoot = Shoot.State(startedAt: shotAt, url: URL(fileURLWithPath: "/DCIM/2.mov"))
    }
    await shootTwoFrames(store, with: camera, number: 2)
    #expect(store.state.clips.ids.map(\.lastPathComponent) == ["2.mov", "1.mov"])
    #expect(camera.accessRequests.value == 0)
  }

  @Test func aRefusedCameraIsAnAlertWhoseButtonOpensSettings() async {
    let camera = HandCamera()
    let settingsOpened = LockIsolated(0)
    let store = TestStore(initialState: TimeLapse.State()) {
      TimeLapse()
    } withDependencies: {
      $0.camera = camera.client(granting: false)
      $0.openSettings = { settingsOpened.withValue { $0 += 1 } }
    }

    await store.send(.shootButtonTapped)
    await store.receive(\.cameraAccessAnswered) {
      $0.cameraAccess = .refused
      $0.alert = .cameraRefused
    }
    await store.send(.alert(.presented(.openSettings))) { $0.alert = nil }
    #expect(settingsOpened.value == 1)

    // Asked once: the next tap shows the alert at once.
    await store.send(.shootButtonTapped) { $0.alert = .cameraRefused }
    await store.send(\.alert.dismiss) { $0.alert = nil }
    #expect(camera.accessRequests.value == 1)
    #expect(settingsOpened.value == 1)
  }

  @Test func aCameraThatFailsDismissesTheClipWithAnAlert() async {
    let camera = HandCamera()
    let store = shootingFirstClip(camera: camera.client())

    await startAndTakeOneFrame(store, with: camera)
    camera.frames.continuation.finish(throwing: CameraError.cardFull)
    await store.receive(\.shoot.cameraFailed, .cardFull)
    await store.receive(\.shoot.delegate.failed, .cardFull) {
      $0.shoot = nil
      $0.alert = AlertState { TextState("The camera stopped.") } message: {
        TextState("The memory card is full: the clip was not saved.")
      }
    }
    #expect(store.state.clips.isEmpty)
  }

  @Test func dismissingTheClipCancelsTheCamera() async {
    let camera = HandCamera()
    let store = shootingFirstClip(camera: camera.client())

    await startAndTakeOneFrame(store, with: camera)
    await store.send(\.shoot.dismiss) { $0.shoot = nil }
    // The exhaustive store would fail here on an effect still running; the stream saw it end.
    #expect(camera.streamEnded.value)
  }

  @Test func aSecondStopTapWhileSavingIsIgnored() async {
    let camera = HandCamera()
    let store = shootingFirstClip(camera: camera.client())

    await store.send(\.shoot.onAppear)
    await store.send(\.shoot.stopButtonTapped) { $0.shoot?.isSaving = true }
    await store.receive(\.shoot.stopped) { $0.shoot?.seconds = 2.5 }
    await store.send(\.shoot.stopButtonTapped)
    camera.frames.continuation.finish()
    await store.receive(\.shoot.clipSaved)
    await store.receive(\.shoot.delegate.saved) {
      $0.shoot = nil
      $0.clips = [Clip.State(url: firstClip, shotAt: shotAt, frames: 0, seconds: 2.5)]
    }
  }

  @Test func aStopWithNothingShootingKeepsTheTimeAtZero() async {
    var camera = CameraClient()
    camera.stopShooting = { nil }
    let store = shootingFirstClip(camera: camera)
    await store.send(\.shoot.stopButtonTapped) { $0.shoot?.isSaving = true }
    await store.receive(\.shoot.stopped)
    #expect(store.state.shoot?.seconds == 0)
  }

  @Test func deletingSwipedRowsIgnoresOffsetsPastTheList() async {
    let store = makeStore(camera: CameraClient(), state: TimeLapse.State(clips: [clip(2), clip(1)]))
    await store.send(.deleteSwiped([5]))
    await store.send(.deleteSwiped([0])) { $0.clips = [clip(1)] }
  }
}
