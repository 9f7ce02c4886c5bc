import ComposableArchitecture
import Testing

@testable import Lessons

/// A lesson's client in a test that forgot to override it fails, naming the endpoint, as
/// `@DependencyClient`'s unimplemented `testValue` makes it.
@Suite struct DependencyTestValueTests {
  @Test func theKettleClientsTestValueReportsItsUnimplementedEndpoint() async {
    await withKnownIssue {
      await #expect(throws: (any Error).self) { try await KettleClient.testValue.heat(70) }
    } matching: { issue in
      issue.description.contains("KettleClient.heat")
    }
  }

  @Test func aTestOverridesTheEndpointAsTheCaseStudysTestsDo() async throws {
    let answer = try await withDependencies {
      $0.context = .test
      $0.kettle.heat = { "water at \($0) °C, said the test" }
    } operation: {
      @Dependency(\.kettle) var kettle
      return try await kettle.heat(85)
    }
    #expect(answer == "water at 85 °C, said the test")
  }
}
