import ComposableArchitecture
import Foundation
import Testing

/// Reads a number from a dependency in the reducer and in an effect.
@Reducer
struct NumberReader {
  struct State: Equatable {
    var read: [Int] = []
  }

  enum Action: Equatable {
    case readNow
    case readInEffect
    case didRead(Int)
  }

  @Dependency(\.favouriteNumber) var favouriteNumber

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .readNow:
        state.read.append(favouriteNumber)
        return .none
      case .readInEffect:
        return .run { send in
          @Dependency(\.favouriteNumber) var favouriteNumber
          await send(.didRead(favouriteNumber))
        }
      case let .didRead(number):
        state.read.append(number)
        return .none
      }
    }
  }
}

private enum FavouriteNumberKey: DependencyKey {
  static let liveValue = 1
  static let testValue = 1
}

extension DependencyValues {
  var favouriteNumber: Int {
    get { self[FavouriteNumberKey.self] }
    set { self[FavouriteNumberKey.self] = newValue }
  }
}

@MainActor
@Suite struct DependencyKeyWritingReducerTests {
  @Test func dependencyReachesTheReducerAndItsEffects() async {
    let store = TestStore(initialState: NumberReader.State()) {
      NumberReader()
        .dependency(\.favouriteNumber, 42)
    }
    await store.send(.readNow) {
      $0.read = [42]
    }
    await store.send(.readInEffect)
    await store.receive(.didRead(42)) {
      $0.read = [42, 42]
    }
  }

  @Test func transformDependencyChangesTheValueAroundTheReducer() async {
    let store = TestStore(initialState: NumberReader.State()) {
      NumberReader()
        .transformDependency(\.favouriteNumber) { $0 *= 10 }
    } withDependencies: {
      $0.favouriteNumber = 7
    }
    await store.send(.readNow) {
      $0.read = [70]
    }
  }

  @Test func theCallNearestTheReducerWins() async {
    let store = TestStore(initialState: NumberReader.State()) {
      NumberReader()
        .dependency(\.favouriteNumber, 2)
        .dependency(\.favouriteNumber, 3)
    }
    await store.send(.readNow) {
      $0.read = [2]
    }
  }

  /// Chained writers fold into one, so a feature's type does not grow with each override, and
  /// the fold keeps the nearest call winning for every kind of call.
  @Test func chainedCallsFoldIntoOneWriter() async {
    let folded: _DependencyKeyWritingReducer<NumberReader> = NumberReader()
      .transformDependency(\.favouriteNumber) { $0 += 1 }
      .dependency(\.favouriteNumber, 5)
      .dependency(Greeting(text: "hi"))
    let store = TestStore(initialState: NumberReader.State()) { folded }
    await store.send(.readNow) {
      $0.read = [6]
    }
  }

  @Test func dependencyByItsOwnType() async {
    let store = TestStore(initialState: GreetingReader.State()) {
      GreetingReader()
        .dependency(Greeting(text: "hej"))
    }
    await store.send(.greet) {
      $0.greetings = ["hej"]
    }
  }
}

/// A dependency keyed by its own type.
struct Greeting: TestDependencyKey, Equatable {
  var text: String
  static let testValue = Greeting(text: "hello")
}

@Reducer
struct GreetingReader {
  struct State: Equatable {
    var greetings: [String] = []
  }

  enum Action { case greet }

  @Dependency(Greeting.self) var greeting

  var body: some ReducerOf<Self> {
    Reduce { state, _ in
      state.greetings.append(greeting.text)
      return .none
    }
  }
}
