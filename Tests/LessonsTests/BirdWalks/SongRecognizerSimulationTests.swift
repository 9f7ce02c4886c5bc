import ComposableArchitecture
import Foundation
import Testing

@testable import Lessons

/// The live recogniser, simulated on the injected clock: the habitat's chorus a call at a time,
/// each after 0.5 s plus 0.1 s a letter, and a failing mode that breaks down after a few calls.
@MainActor
struct SongRecognizerSimulationTests {
  @Test func namesTheFirstCallAfterItsPause() async throws {
    let clock = TestClock()
    let calls = await withDependencies {
      $0.continuousClock = clock
    } operation: {
      await SongRecognizer.liveValue.listen(.woodland)
    }
    let heard = LockIsolated<[BirdCall]>([])
    let listening = Task {
      for try await call in calls { heard.withValue { $0.append(call) } }
    }
    // "Wren" has four letters: 0.5 s + 4 × 0.1 s.
    await clock.advance(by: .milliseconds(899))
    #expect(heard.value.isEmpty)
    await clock.advance(by: .milliseconds(1))
    #expect(heard.value == [BirdCall(species: "Wren", confidence: 92)])
    listening.cancel()
  }

  @Test func eachHabitatHasItsOwnChorusAndItEnds() async throws {
    for habitat in Habitat.allCases {
      let calls = await withDependencies {
        $0.continuousClock = ImmediateClock()
      } operation: {
        await SongRecognizer.liveValue.listen(habitat)
      }
      var heard: [BirdCall] = []
      for try await call in calls { heard.append(call) }
      #expect(heard == SongRecognizer.chorus(of: habitat))
    }
    #expect(SongRecognizer.chorus(of: .coast) != SongRecognizer.chorus(of: .meadow))
  }

  @Test func theFailingRecogniserBreaksDownAfterItsCalls() async throws {
    let calls = await withDependencies {
      $0.continuousClock = ImmediateClock()
    } operation: {
      await SongRecognizer.simulated(permission: .granted, breakingAfter: 2).listen(.wetland)
    }
    var heard: [String] = []
    await #expect(throws: RecognizerBreakdown.self) {
      for try await call in calls { heard.append(call.species) }
    }
    #expect(heard == ["Coot", "Sedge warbler"])
  }

  @Test func permissions() async {
    #expect(SongRecognizer.liveValue.permission() == .granted)
    #expect(await SongRecognizer.simulated(permission: .restricted).requestPermission() == .restricted)
  }
}
