import ComposableArchitecture
import Foundation
import Lessons
import Testing

@testable import PlaygroundSession

/// A `URL` and a `Date` typed in the shell, as the time-lapse lesson's rows and clips are:
/// as tests write them, `URL(fileURLWithPath: "/DCIM/1.mov")` and
/// `Date(timeIntervalSince1970: …)`, in actions, state paths and test-mode assertions, and
/// written the same way by the export.
@MainActor
struct URLAndDateLiteralTests {
  static let clip = #"URL(fileURLWithPath: "/DCIM/1.mov")"#
  /// A clip of two frames, shot with the live camera.
  static let oneClip = [
    "send .shootButtonTapped",
    "send \\.shoot.onAppear",
    "advance 2s",
    "send \\.shoot.stopButtonTapped",
    // The simulated camera saves the clip a quarter of a second after the stop.
    "advance 0.25s",
  ]

  @Test func aURLAddressesARowInAnActionAndInAStatePath() async throws {
    let text = try await transcript("time-lapse", Self.oneClip + [
      "state clips[id: \(Self.clip)].frames",
      "send .clips(.element(id: \(Self.clip), action: .titleChanged(\"Fog lifting\")))",
      "send \\.clips[id: \(Self.clip)].titleChanged, \"Low tide\"",
      "state clips[id: \(Self.clip)].title",
    ])
    #expect(text.contains("""
      time-lapse> state clips[id: \(Self.clip)].frames
      2
      """))
    #expect(text.hasSuffix("""
      time-lapse> state clips[id: \(Self.clip)].title
      "Low tide"

      """))
  }

  @Test func aURLThatIsNoneOfTheRowsIsNamedWithTheRowsThereAre() async throws {
    let text = try await transcript("time-lapse", Self.oneClip + [
      #"state clips[id: URL(string: "https://example.com/tides")]"#,
      #"send .clips(.element(id: URL(string: ""), action: .playButtonTapped))"#,
      #"send .clips(.element(id: URL(fileURLWithPath: 1), action: .playButtonTapped))"#,
      #"send .clips(.element(id: "/DCIM/1.mov", action: .playButtonTapped))"#,
    ])
    #expect(text.hasSuffix(#"""
      time-lapse> state clips[id: URL(string: "https://example.com/tides")]
      error: clips has no element [id: URL(string: "https://example.com/tides")]; it holds [id: URL(fileURLWithPath: "/DCIM/1.mov")] (column 7)
      time-lapse> send .clips(.element(id: URL(string: ""), action: .playButtonTapped))
      error: "" is not a URL (column 38)
      time-lapse> send .clips(.element(id: URL(fileURLWithPath: 1), action: .playButtonTapped))
      error: expected a string in double quotes, found 1 (column 47)
      time-lapse> send .clips(.element(id: "/DCIM/1.mov", action: .playButtonTapped))
      error: expected a URL such as URL(fileURLWithPath: "/tmp/memo.m4a") or URL(string: "https://example.com/memo.m4a"), found "/DCIM/1.mov" (column 26)

      """#))
  }

  @Test func aDateIsTypedByItsSecondsSince1970OrSinceTheReferenceDate() async throws {
    let text = try await transcript("time-lapse", [
      "send .shootButtonTapped",
      #"send \.shoot.delegate.saved, Clip.State(url: URL(fileURLWithPath: "/DCIM/a.mov"), shotAt: Date(timeIntervalSinceReferenceDate: 0), frames: 3, seconds: 3)"#,
      "state clips",
      #"send \.shoot.delegate.saved, Clip.State(url: URL(fileURLWithPath: "/DCIM/a.mov"), shotAt: Date(seconds: 0), frames: 3, seconds: 3)"#,
    ])
    #expect(text.contains("""
      time-lapse> state clips
      [
        [0]: Clip.State(
          url: URL(file:///DCIM/a.mov),
          shotAt: Date(2001-01-01T00:00:00.000Z),
          frames: 3,
          seconds: 3.0,
          title: "",
          frameOnScreen: nil
        )
      ]
      """))
    #expect(text.hasSuffix("""
      error: a Date is typed Date(timeIntervalSince1970: …) or Date(timeIntervalSinceReferenceDate: …) (column 96)

      """))
  }

  @Test func testModeAssertsAURLAndADateAndTheExportWritesThemAsTyped() async throws {
    let shoot = "Shoot.State(frames: 0, isSaving: false, seconds: 0.0, startedAt: Date(timeIntervalSince1970: 1767225600.0), url: \(Self.clip))"
    let text = try await transcript("time-lapse", [
      "test on",
      "send .shootButtonTapped",
      "receive \\.cameraAccessAnswered { $0.cameraAccess = .granted; $0.clipsShot = 1; $0.shoot = \(shoot) }",
      "send .deleteSwiped([0])",
      "export test",
    ])
    #expect(text.contains("✔ receive passed: TimeLapse.Action.cameraAccessAnswered(true)"))
    #expect(text.contains("""
          await store.receive(\\.cameraAccessAnswered) {
            $0.cameraAccess = .granted
            $0.clipsShot = 1
            $0.shoot = \(shoot)
          }
      """))
  }

  /// TCA's case key paths reach a presented feature's actions without naming `.presented`,
  /// and so does `receive`, with or without a value.
  @Test func receiveReachesThePresentedFeaturesActionsAsTCAsCaseKeyPathsDo() async throws {
    let text = try await transcript("time-lapse", [
      "test on",
      "exhaustivity off",
      "send .shootButtonTapped",
      "send \\.shoot.onAppear",
      "advance 1s",
      "receive \\.shoot.frameTaken { $0.shoot?.frames = 1 }",
      "send \\.shoot.stopButtonTapped { $0.shoot?.isSaving = true }",
      "receive \\.shoot.stopped, 1.0",
      "advance 0.25s",
      "receive \\.shoot.presented.clipSaved",
      "receive \\.shoot.delegate.save",
      "skip received",
    ])
    #expect(text.contains("""
      time-lapse (test)> receive \\.shoot.frameTaken { $0.shoot?.frames = 1 }
      ✔ receive passed: TimeLapse.Action.shoot(.presented(.frameTaken(1)))
      """))
    #expect(text.contains("""
      time-lapse (test)> receive \\.shoot.stopped, 1.0
      ✔ receive passed: TimeLapse.Action.shoot(.presented(.stopped(seconds: 1.0)))
      time-lapse (test)> advance 0.25s
      """))
    #expect(text.contains("""
      time-lapse (test)> receive \\.shoot.presented.clipSaved
      ✔ receive passed: TimeLapse.Action.shoot(.presented(.clipSaved))
      time-lapse (test)> receive \\.shoot.delegate.save
      error: Shoot.Action.Delegate has no case .save (column 26); did you mean .saved?
      """))
  }
}
