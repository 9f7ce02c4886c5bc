import ComposableArchitecture
import Foundation
import Testing

@testable import Lessons

/// The live speech client, simulated on the injected clock: a word at a time, each after a pause
/// as long as the word, and a failing mode that stops after a few words.
@MainActor
struct SpeechClientSimulationTests {
  let words = SpeechClient.standUp.split(separator: " ").map(String.init)

  @Test func hearsTheStandUpWordByWordOnTheClock() async throws {
    let clock = TestClock()
    let results = await withDependencies {
      $0.continuousClock = clock
    } operation: {
      await SpeechClient.liveValue.startTask(SpeechRecognitionRequest())
    }
    let heard = LockIsolated<[SpeechRecognitionResult]>([])
    let listening = Task {
      for try await result in results { heard.withValue { $0.append(result) } }
    }
    // "Yesterday" is 9 letters: 200ms + 9 × 50ms.
    await clock.advance(by: .milliseconds(649))
    #expect(heard.value.isEmpty)
    await clock.advance(by: .milliseconds(1))
    #expect(heard.value == [SpeechRecognitionResult(bestTranscription: Transcription(formattedString: "Yesterday"), isFinal: false)])
    listening.cancel()
  }

  @Test func theWholeStandUpEndsWithAFinalResult() async throws {
    let results = await withDependencies {
      $0.continuousClock = ImmediateClock()
    } operation: {
      await SpeechClient.liveValue.startTask(SpeechRecognitionRequest())
    }
    var heard: [SpeechRecognitionResult] = []
    for try await result in results { heard.append(result) }
    #expect(heard.count == words.count)
    #expect(heard.last == SpeechRecognitionResult(bestTranscription: Transcription(formattedString: words.joined(separator: " ")), isFinal: true))
    #expect(heard.dropLast().allSatisfy { !$0.isFinal })
  }

  @Test func theFailingRecognizerThrowsAfterItsWords() async throws {
    let results = await withDependencies {
      $0.continuousClock = ImmediateClock()
    } operation: {
      await SpeechClient.simulated(status: .authorized, failingAfter: 5).startTask(SpeechRecognitionRequest())
    }
    var heard: [String] = []
    await #expect(throws: SpeechRecognitionFailure.self) {
      for try await result in results { heard.append(result.bestTranscription.formattedString) }
    }
    #expect(heard.last == words.prefix(5).joined(separator: " "))
  }

  @Test func permissions() {
    #expect(SpeechClient.liveValue.authorizationStatus() == .authorized)
    #expect(SpeechClient.simulated(status: .denied).authorizationStatus() == .denied)
  }
}
