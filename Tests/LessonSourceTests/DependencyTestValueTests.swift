import ComposableArchitecture
import Testing

@testable import Lessons

/// A lesson's client in a test that forgot to override it fails, naming the endpoint, as
/// `@DependencyClient`'s unimplemented `testValue` makes it.
@Suite struct DependencyTestValueTests {
  @Test func theFactClientsTestValueReportsItsUnimplementedEndpoint() async {
    await withKnownIssue {
      await #expect(throws: (any Error).self) { try await FactClient.testValue.fetch(7) }
    } matching: { issue in
      issue.description.contains("FactClient.fetch")
    }
  }

  @Test func aTestOverridesTheEndpointAsTheCaseStudysTestsDo() async throws {
    let answer = try await withDependencies {
      $0.context = .test
      $0.factClient.fetch = { "\($0) is a good number Brent" }
    } operation: {
      @Dependency(\.factClient) var factClient
      return try await factClient.fetch(1)
    }
    #expect(answer == "1 is a good number Brent")
  }
}
