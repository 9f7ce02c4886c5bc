import Lessons
import Testing

@testable import PlaygroundSession

/// A payload made by an initializer the lesson lists, as a test writes the stations a search
/// answered: `send` takes it as test mode's assertions do.
@MainActor
struct InitializerPayloadTests {
  @Test func sendBuildsAPayloadWithTheLessonsInitializer() async throws {
    let text = try await transcript("search", [
      #"send .stationsResponse(.success([Station(id: "OAK", name: "Oakfield", lines: 1)]))"#,
      #"send .stationsResponse(.success([Station(name: "Oakfield")]))"#,
    ])
    #expect(text.contains("    results: [\n+     [0]: Station(\n+       id: \"OAK\","))
    #expect(text.contains(#"""
      search> send .stationsResponse(.success([Station(name: "Oakfield")]))
      error: the shell can make Station as Station(id:name:lines:), not Station(name:) (column 34)
      """#))
  }
}
