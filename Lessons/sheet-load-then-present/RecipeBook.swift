import ComposableArchitecture
import Foundation

/// Looks up the steps of a dish.
@DependencyClient
struct RecipeBook {
  var steps: @Sendable (_ dish: String) async throws -> [String]
}

extension DependencyValues {
  var recipeBook: RecipeBook {
    get { self[RecipeBook.self] }
    set { self[RecipeBook.self] = newValue }
  }
}

/// Why the recipe book gave no steps: the `failing` mode's error.
struct RecipeBookError: LocalizedError, Equatable, Decodable {
  var reason = "The recipe book is out on loan."
  var errorDescription: String? { reason }
}

extension RecipeBook: DependencyKey {
  static let liveValue = Self.answering(after: .seconds(1))
  static let testValue = Self()

  /// The book simulated on the injected clock: three short steps for any dish, after `delay`.
  static func answering(after delay: Duration) -> Self {
    Self(
      steps: { dish in
        @Dependency(\.continuousClock) var clock
        try await clock.sleep(for: delay)
        return ["Prepare \(dish.lowercased())", "Cook", "Serve"]
      }
    )
  }

  /// Throws ``RecipeBookError`` after a second.
  static let failing = Self(
    steps: { _ in
      @Dependency(\.continuousClock) var clock
      try await clock.sleep(for: .seconds(1))
      throw RecipeBookError()
    }
  )
}
