import Dependencies

/// A dependency of a lesson that the learner can switch between modes, e.g. `factClient`:
/// `live`, `slow`, `failing`, `never`.
public struct DependencyOption: Sendable {
  public struct Mode: Sendable {
    public let name: String
    /// What the mode does, for `dependency`.
    public let summary: String
    /// The mode as a TCA test's `withDependencies` override writes it, e.g.
    /// `$0.factClient.fetch = { _ in try await Task.never() }`: the source of `apply`, so a
    /// learner can copy it into a test.
    public let override: String?
    package let apply: @Sendable (inout DependencyValues) -> Void

    public init(
      _ name: String,
      _ summary: String,
      override: String? = nil,
      apply: @escaping @Sendable (inout DependencyValues) -> Void
    ) {
      self.name = name
      self.summary = summary
      self.override = override
      self.apply = apply
    }
  }

  /// The name of the `DependencyValues` property, as a feature writes it in `@Dependency(\.…)`.
  public let name: String
  /// The first mode is the one each lesson starts with.
  public let modes: [Mode]

  public init(_ name: String, modes: [Mode]) {
    precondition(!modes.isEmpty, "a dependency option needs at least one mode")
    self.name = name
    self.modes = modes
  }
}
