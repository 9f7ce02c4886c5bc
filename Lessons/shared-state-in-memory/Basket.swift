import ComposableArchitecture

/// What the corner shop sells.
enum Product: String, CaseIterable, Equatable, Sendable {
  case apples, bread, cheese, tea
}

extension SharedKey where Self == InMemoryKey<[Product]> {
  /// The basket, in memory: every `@Shared(.basket)` of the app holds this one value, for as
  /// long as the app runs, and nothing is saved. A new launch starts with an empty basket.
  static var basket: Self {
    inMemory("basket")
  }
}
