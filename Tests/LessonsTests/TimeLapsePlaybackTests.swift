import ComposableArchitecture
import Foundation
import Testing

@testable import Lessons

/// Playing saved clips, exhaustively: the player's frames are sent by the test, one clip plays
/// at a time, and a clip that cannot be read is an alert.
@MainActor
struct TimeLapsePlaybackTests {
  static let shotAt = Date(timeIntervalSince1970: 1_000)
  let one = URL(fileURLWithPath: "/DCIM/1.mov")
  let two = URL(fileURLWithPath: "/DCIM/2.mov")

  /// A player whose frames for each clip the test sends; it records which clips it was asked for.
  final class HandPlayer: Sendable {
    let screens = LockIsolated<[URL: AsyncThrowingStream<Int, any Error>.Continuation]>([:])
    let ended = LockIsolated<[URL]>([])

    var client: ClipPlayerClient {
      ClipPlayerClient { [screens, ended] url in
        let (stream, continuation) = AsyncThrowingStream.makeStream(of: Int.self)
        continuation.onTermination = { _ in ended.withValue { $0.append(url) } }
        screens.withValue { $0[url] = continuation }
        return stream
      }
    }

    func show(_ frame: Int, of url: URL) { screens.value[url]?.yield(frame) }
    func finish(_ url: URL, throwing error: (any Error)? = nil) { screens.value[url]?.finish(throwing: error) }
  }

  func makeStore(_ player: HandPlayer) -> TestStoreOf<TimeLapse> {
    TestStore(
      initialState: TimeLapse.State(clips: [
        Clip.State(url: two, shotAt: Self.shotAt, frames: 3, seconds: 3.2),
        Clip.State(url: one, shotAt: Self.shotAt, frames: 2, seconds: 2.5),
      ])
    ) {
      TimeLapse()
    } withDependencies: {
      $0.clipPlayer = player.client
    }
  }

  @Test func aClipPlaysEachFrameToTheEndAndCanBeRenamed() async {
    let player = HandPlayer()
    let store = makeStore(player)

    await store.send(\.clips[id: one].playButtonTapped) { $0.clips[id: one]?.frameOnScreen = 0 }
    await store.receive(\.clips[id: one].delegate.startedPlaying)
    player.show(1, of: one)
    await store.receive(\.clips[id: one].frameShown) { $0.clips[id: one]?.frameOnScreen = 1 }
    player.show(2, of: one)
    await store.receive(\.clips[id: one].frameShown) { $0.clips[id: one]?.frameOnScreen = 2 }
    player.finish(one)
    await store.receive(\.clips[id: one].playbackEnded) { $0.clips[id: one]?.frameOnScreen = nil }

    await store.send(\.clips[id: one].titleChanged, "Sunrise over the bay") {
      $0.clips[id: one]?.title = "Sunrise over the bay"
    }
  }

  @Test func aPlayingClipIgnoresASecondPlayTap() async {
    let player = HandPlayer()
    let store = makeStore(player)

    await store.send(\.clips[id: one].playButtonTapped) { $0.clips[id: one]?.frameOnScreen = 0 }
    await store.receive(\.clips[id: one].delegate.startedPlaying)
    await store.send(\.clips[id: one].playButtonTapped)
    await store.send(\.clips[id: one].stopButtonTapped) { $0.clips[id: one]?.frameOnScreen = nil }
    #expect(player.ended.value == [one])
  }

  @Test func aClipThatCannotBeReadStopsWithAnAlert() async {
    let player = HandPlayer()
    let store = makeStore(player)

    await store.send(\.clips[id: two].playButtonTapped) { $0.clips[id: two]?.frameOnScreen = 0 }
    await store.receive(\.clips[id: two].delegate.startedPlaying)
    player.finish(two, throwing: PlaybackError.damaged)
    await store.receive(\.clips[id: two].playbackFailed, .damaged) { $0.clips[id: two]?.frameOnScreen = nil }
    await store.receive(\.clips[id: two].delegate.couldNotPlay, .damaged) {
      $0.alert = AlertState { TextState("The clip cannot be played.") } message: {
        TextState("The file is damaged partway through.")
      }
    }
  }

  /// The pitfall the parent guards against: each row's effect is its own, so without the
  /// delegate the first clip would go on playing under the second.
  @Test func startingAClipStopsTheOneOnTheScreen() async {
    let player = HandPlayer()
    let store = makeStore(player)

    await store.send(\.clips[id: one].playButtonTapped) { $0.clips[id: one]?.frameOnScreen = 0 }
    await store.receive(\.clips[id: one].delegate.startedPlaying)
    player.show(1, of: one)
    await store.receive(\.clips[id: one].frameShown) { $0.clips[id: one]?.frameOnScreen = 1 }

    await store.send(\.clips[id: two].playButtonTapped) { $0.clips[id: two]?.frameOnScreen = 0 }
    await store.receive(\.clips[id: two].delegate.startedPlaying)
    await store.receive(\.clips[id: one].stopButtonTapped) { $0.clips[id: one]?.frameOnScreen = nil }
    #expect(player.ended.value == [one])

    player.finish(two)
    await store.receive(\.clips[id: two].playbackEnded) { $0.clips[id: two]?.frameOnScreen = nil }
  }

  @Test func deletingAPlayingClipCancelsItsPlayback() async {
    let player = HandPlayer()
    let store = makeStore(player)

    await store.send(\.clips[id: one].playButtonTapped) { $0.clips[id: one]?.frameOnScreen = 0 }
    await store.receive(\.clips[id: one].delegate.startedPlaying)
    await store.send(.deleteSwiped([1])) { $0.clips.remove(id: one) }
    #expect(player.ended.value == [one])
  }
}
