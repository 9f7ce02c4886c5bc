import ComposableArchitecture
import Foundation
import Lessons
import Testing

@testable import PlaygroundSession

/// A `URL` and a `Date` typed in the shell, as the voice-memos lesson's rows and recordings are:
/// as TCA's tests write them, `URL(fileURLWithPath: "/tmp/….m4a")` and
/// `Date(timeIntervalSince1970: …)`, in actions, state paths and test-mode assertions, and
/// written the same way by the export.
@MainActor
struct URLAndDateLiteralTests {
  static let memo = #"URL(fileURLWithPath: "/tmp/00000000-0000-0000-0000-000000000000.m4a")"#
  /// A memo of one second, recorded with the live recorder.
  static let oneMemo = [
    "send .recordButtonTapped",
    "send \\.recordingMemo.onTask",
    "advance 1s",
    "send \\.recordingMemo.stopButtonTapped",
    // The simulated recorder writes the file a tenth of a second after the stop.
    "advance 0.1s",
  ]

  @Test func aURLAddressesARowInAnActionAndInAStatePath() async throws {
    let text = try await transcript("voice-memos", Self.oneMemo + [
      "state voiceMemos[id: \(Self.memo)].duration",
      "send .voiceMemos(.element(id: \(Self.memo), action: .titleTextFieldChanged(\"Stand-up\")))",
      "send \\.voiceMemos[id: \(Self.memo)].titleTextFieldChanged, \"Retro\"",
      "state voiceMemos[id: \(Self.memo)].title",
    ])
    #expect(text.contains("""
      voice-memos> state voiceMemos[id: \(Self.memo)].duration
      1.0
      """))
    #expect(text.hasSuffix("""
      voice-memos> state voiceMemos[id: \(Self.memo)].title
      "Retro"

      """))
  }

  @Test func aURLThatIsNoneOfTheRowsIsNamedWithTheRowsThereAre() async throws {
    let text = try await transcript("voice-memos", Self.oneMemo + [
      #"state voiceMemos[id: URL(string: "https://memos.example.invalid/retro.m4a")]"#,
      #"send .voiceMemos(.element(id: URL(string: ""), action: .playButtonTapped))"#,
      #"send .voiceMemos(.element(id: URL(fileURLWithPath: 1), action: .playButtonTapped))"#,
      #"send .voiceMemos(.element(id: "/tmp/memo.m4a", action: .playButtonTapped))"#,
    ])
    #expect(text.hasSuffix(#"""
      voice-memos> state voiceMemos[id: URL(string: "https://memos.example.invalid/retro.m4a")]
      error: voiceMemos has no element [id: URL(string: "https://memos.example.invalid/retro.m4a")]; it holds [id: URL(fileURLWithPath: "/tmp/00000000-0000-0000-0000-000000000000.m4a")] (column 7)
      voice-memos> send .voiceMemos(.element(id: URL(string: ""), action: .playButtonTapped))
      error: "" is not a URL (column 43)
      voice-memos> send .voiceMemos(.element(id: URL(fileURLWithPath: 1), action: .playButtonTapped))
      error: expected a string in double quotes, found 1 (column 52)
      voice-memos> send .voiceMemos(.element(id: "/tmp/memo.m4a", action: .playButtonTapped))
      error: expected a URL such as URL(fileURLWithPath: "/tmp/memo.m4a") or URL(string: "https://example.com/memo.m4a"), found "/tmp/memo.m4a" (column 31)

      """#))
  }

  @Test func aDateIsTypedByItsSecondsSince1970OrSinceTheReferenceDate() async throws {
    let text = try await transcript("voice-memos", [
      "send .recordButtonTapped",
      #"send \.recordingMemo.delegate.didFinish.success, RecordingMemo.State(date: Date(timeIntervalSinceReferenceDate: 0), duration: 2, mode: .encoding, url: URL(fileURLWithPath: "/tmp/a.m4a"))"#,
      "state voiceMemos",
      #"send \.recordingMemo.delegate.didFinish.success, RecordingMemo.State(date: Date(seconds: 0), duration: 2, mode: .encoding, url: URL(fileURLWithPath: "/tmp/a.m4a"))"#,
    ])
    #expect(text.contains("""
      voice-memos> state voiceMemos
      [
        [0]: VoiceMemo.State(
          date: Date(2001-01-01T00:00:00.000Z),
          duration: 2.0,
          mode: .notPlaying,
          title: "",
          url: URL(file:///tmp/a.m4a)
        )
      ]
      """))
    #expect(text.hasSuffix("""
      error: a Date is typed Date(timeIntervalSince1970: …) or Date(timeIntervalSinceReferenceDate: …) (column 81)

      """))
  }

  @Test func testModeAssertsAURLAndADateAndTheExportWritesThemAsTyped() async throws {
    let recording =
      "RecordingMemo.State(date: Date(timeIntervalSince1970: 1767225600.0), duration: 0.0, mode: .recording, url: \(Self.memo))"
    let text = try await transcript("voice-memos", [
      "test on",
      "send .recordButtonTapped",
      "receive \\.recordPermissionResponse { $0.audioRecorderPermission = .allowed; $0.recordingMemo = \(recording) }",
      "send .onDelete([0])",
      "export test",
    ])
    #expect(text.contains("✔ receive passed: VoiceMemos.Action.recordPermissionResponse(true)"))
    #expect(text.contains("""
          await store.receive(\\.recordPermissionResponse) {
            $0.audioRecorderPermission = .allowed
            $0.recordingMemo = \(recording)
          }
      """))
  }

  /// TCA's case key paths reach a presented feature's actions without naming `.presented`,
  /// and so does `receive`, with or without a value.
  @Test func receiveReachesThePresentedFeaturesActionsAsTCAsCaseKeyPathsDo() async throws {
    let text = try await transcript("voice-memos", [
      "test on",
      "exhaustivity off",
      "send .recordButtonTapped",
      "send \\.recordingMemo.onTask",
      "advance 1s",
      "receive \\.recordingMemo.timerUpdated { $0.recordingMemo?.duration = 1 }",
      "send \\.recordingMemo.stopButtonTapped { $0.recordingMemo?.mode = .encoding }",
      "receive \\.recordingMemo.finalRecordingTime, 1.0",
      "advance 0.1s",
      "receive \\.recordingMemo.presented.audioRecorderDidFinish.success",
      "receive \\.recordingMemo.delegate.didFinis",
      "skip received",
    ])
    #expect(text.contains("""
      voice-memos (test)> receive \\.recordingMemo.timerUpdated { $0.recordingMemo?.duration = 1 }
      ✔ receive passed: VoiceMemos.Action.recordingMemo(.presented(.timerUpdated))
      """))
    #expect(text.contains("""
      voice-memos (test)> receive \\.recordingMemo.finalRecordingTime, 1.0
      ✔ receive passed: VoiceMemos.Action.recordingMemo(.presented(.finalRecordingTime(1.0)))
      voice-memos (test)> advance 0.1s
      """))
    #expect(text.contains("""
      voice-memos (test)> receive \\.recordingMemo.presented.audioRecorderDidFinish.success
      ✔ receive passed: VoiceMemos.Action.recordingMemo(.presented(.audioRecorderDidFinish(.success(true))))
      voice-memos (test)> receive \\.recordingMemo.delegate.didFinis
      error: RecordingMemo.Action.Delegate has no case .didFinis (column 34); did you mean .didFinish?
      """))
  }
}
