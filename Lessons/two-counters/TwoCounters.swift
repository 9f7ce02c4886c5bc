import ComposableArchitecture

/// The "Getting started" case study on composition: the counter of the first lesson, run twice
/// inside a bigger feature. Each `Scope` carves one counter's state and actions out of the
/// parent's and runs `Counter` on them, so the parent needs no logic of its own.
@Reducer
struct TwoCounters {
  @ObservableState
  struct State: Equatable {
    var counter1 = Counter.State()
    var counter2 = Counter.State()
  }

  enum Action {
    case counter1(Counter.Action)
    case counter2(Counter.Action)
  }

  var body: some ReducerOf<Self> {
    Scope(\.counter1, action: \.counter1) {
      Counter()
    }
    Scope(\.counter2, action: \.counter2) {
      Counter()
    }
  }
}
