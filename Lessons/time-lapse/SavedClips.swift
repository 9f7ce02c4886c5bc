import ComposableArchitecture
import Foundation

/// The rig's memory card: how many frames each saved clip holds, by its file. The simulated
/// camera adds a clip once it is saved, and the simulated player reads it back.
///
/// In memory for as long as the app runs: each session of the lesson, and each test, starts
/// with an empty card, so the player only finds clips the same session shot. `shared` shows it.
extension SharedKey where Self == InMemoryKey<[URL: Int]> {
  static var savedClips: Self { inMemory("savedClips") }
}
