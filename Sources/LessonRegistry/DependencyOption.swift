import Dependencies

/// A dependency of a lesson that the learner can switch between modes, e.g. `timetable`:
/// `live`, `slow`, `failing`, `never`.
///
/// An export writes a mode as its ``Mode/override`` when it has one; otherwise, for a
/// dependency whose ``endpoints`` the playground records, as an override of each endpoint
/// the session called, answering as it answered then.
public struct DependencyOption: Sendable {
  public struct Mode: Sendable {
    public let name: String
    /// What the mode does, for `dependency`.
    public let summary: String
    /// The mode as a TCA test's `withDependencies` override writes it, e.g.
    /// `$0.timetable = .previewValue`: the source of `apply`, so a
    /// learner can copy it into a test. Only for a mode that TCA's API and the case study's
    /// own code can write; a mode of the playground's own making has none, and the export
    /// writes the calls it answered.
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
  /// The client's endpoints, whose calls the playground records for the export.
  public let endpoints: [DependencyEndpoint]

  public init(_ name: String, endpoints: [DependencyEndpoint] = [], modes: [Mode]) {
    precondition(!modes.isEmpty, "a dependency option needs at least one mode")
    self.name = name
    self.endpoints = endpoints
    self.modes = modes
  }

  /// Sets `mode` in `values`, with each endpoint telling `recorder` of its calls.
  package func apply(_ mode: Mode, to values: inout DependencyValues, recordingTo recorder: any EndpointCallRecorder) {
    mode.apply(&values)
    for endpoint in endpoints { endpoint.record(in: &values, to: recorder) }
  }
}
