import ComposableArchitecture
import Foundation

/// The simulated device's audio files: each recording's length, by its URL. The simulated
/// recorder adds one when it stops, and the simulated player plays it for that long.
///
/// Kept in memory for as long as the app runs, as any `.inMemory` value is: each session of
/// the lesson, and each test, starts with none, so a player only ever finds what the same
/// session recorded. `shared` lists it, held only by the effects that record and play.
extension SharedKey where Self == InMemoryKey<[URL: Duration]> {
  static var recordings: Self { inMemory("recordings") }
}

/// The time from `start` to `clock.now`: `start` is an instant of `clock`, kept as `any`
/// because the injected clock's instant type is known only at run time.
func elapsed<C: Clock<Duration>>(on clock: C, since start: any InstantProtocol<Duration>) -> Duration {
  (start as! C.Instant).duration(to: clock.now)
}

extension Duration {
  /// In seconds, as AVFoundation's `currentTime` counts: 2.5 for two and a half seconds.
  var timeInterval: TimeInterval {
    Double(components.seconds) + Double(components.attoseconds) / 1e18
  }
}
