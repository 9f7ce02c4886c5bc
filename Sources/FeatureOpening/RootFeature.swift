/// The feature `open` loads, and its first state.
///
/// The root is the one top-level `@Reducer` no other top-level `@Reducer` of the opened files
/// mentions (a parent names the child it scopes to), unless `--feature` names one. Its first
/// state is `State()` when the scan finds that it compiles, else what `--state` gives.
public struct RootFeature: Equatable, Sendable {
  public let reducer: FeatureScan.Reducer
  /// Swift for the first state: `Counter.State()`, or `--state`'s expression.
  public let initialState: String
  /// Whether `initialState` is `--state`'s, which an export writes as given.
  public let stateIsGiven: Bool

  public init(_ scan: FeatureScan, feature: String?, state: String?) throws(OpenError) {
    let names = scan.reducers.map(\.name)
    guard !names.isEmpty else { throw OpenError("open: the files declare no @Reducer type") }
    if let feature {
      guard let reducer = scan.reducers.first(where: { $0.name == feature }) else {
        throw OpenError("open: no @Reducer named '\(feature)' in the files; they declare \(names.joined(separator: ", "))")
      }
      self.reducer = reducer
    } else {
      let roots = scan.unembedded.isEmpty ? scan.reducers : scan.unembedded
      guard roots.count == 1 else {
        throw OpenError(
          "open: \(roots.count) features are embedded by no other: \(roots.map(\.name).joined(separator: ", ")); "
            + "pick one with --feature NAME"
        )
      }
      self.reducer = roots[0]
    }
    let type = "\(reducer.name).State"
    if !reducer.isEnum, scan.states[reducer.name] != nil, !scan.equatableTypes.contains(type) {
      throw OpenError(
        "open: \(type) is not Equatable, and the playground compares states to print what changed; "
          + "declare it 'struct State: Equatable'"
      )
    }
    if let state {
      initialState = state
      stateIsGiven = true
      return
    }
    stateIsGiven = false
    if reducer.isEnum {
      throw OpenError(
        "open: \(type) has no init(): \(reducer.name) is a @Reducer enum, whose State is an enum; "
          + "give the first state with --state '\(type).someCase(…)'"
      )
    }
    switch scan.states[reducer.name] {
    case .hasEmptyInit:
      initialState = "\(type)()"
    case let .noEmptyInit(reason):
      throw OpenError("open: \(type) has no init(): \(reason); give the first state with --state '\(type)(…)'")
    case nil:
      throw OpenError(
        "open: the files declare no struct \(type), so no init() to start from; give the first state with --state '\(type)(…)'"
      )
    }
  }
}
