import PlaygroundSession
import Testing

/// A case typed after `^` that the feature on top lacks is suggested among its cases and
/// `.dismiss`, which `^` takes too.
@MainActor
struct TopMostSuggestionTests {
  static let basicsOnTop = ["send .startButtonTapped", "send .alert(.dismiss)"]

  @Test(arguments: [
    ("send ^.dismis", ".dismiss"),
    ("send ^.nextButtonTaped", ".nextButtonTapped"),
  ])
  func aNearMissIsSuggested(_ command: String, _ suggestion: String) async throws {
    let output = try await Playground.replay(Self.basicsOnTop + [command], lessons: [.signUpFlow]).text
    let last = try #require(output.split(separator: "\n").last)
    #expect(last.hasPrefix("error: Basics.Action has no case ."))
    #expect(last.hasSuffix("; did you mean \(suggestion)?"))
  }
}
