/// A state property that shows a child feature over the feature holding it: `@Presents var
/// destination` while it is not `nil`, or a navigation stack while it is not empty. The
/// containers conform in `Containers/`.
///
/// ``TopMostFeature`` looks for these in each feature's state, on its way to the top-most one.
protocol NavigationContainer {
  /// The child shown now; `nil` when nothing is presented or pushed.
  var shownChild: ShownChild? { get }
}

/// The child a ``NavigationContainer`` shows: a presented child, or a stack's last element.
struct ShownChild {
  /// The child's state: a feature's, or a `@Reducer enum`'s such as `Path.State.basics(…)`.
  let state: Any
  /// The element's id in its stack, as its `.element(id:action:)` and `.popFrom(id:)` take
  /// it; `nil` for a presented child.
  let elementID: Any?
  /// The feature in the state's case, when the state is a `@Reducer enum`'s.
  let featureCase: FeatureCase?
}

/// The feature a `@Reducer enum`'s state holds in its case, `.basics(Basics.State)`: the
/// case's name, which the enum's action case carrying the feature's actions shares, and the
/// feature's state. The enum state conforms in `Containers/`.
struct FeatureCase {
  let name: String
  let state: Any
}
