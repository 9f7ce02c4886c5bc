import ComposableArchitecture
import Testing

/// Appends its name to the log on every action, so a log shows which reducers ran, in order.
struct Append: Reducer {
  let name: String
  init(_ name: String) { self.name = name }

  var body: some Reducer<[String], Void> {
    Reduce { log, _ in
      log.append(name)
      return .none
    }
  }
}

/// `if` without `else`: `buildOptional`.
struct WithOptional: Reducer {
  let includeMiddle: Bool
  var body: some Reducer<[String], Void> {
    Append("first")
    if includeMiddle {
      Append("middle")
    }
    Append("last")
  }
}

/// `if`/`else` with a different reducer type in each branch: `buildEither`.
struct WithEither: Reducer {
  let useFirst: Bool
  var body: some Reducer<[String], Void> {
    if useFirst {
      Append("then")
    } else {
      Reduce { log, _ in
        log.append("else")
        return .none
      }
    }
  }
}

/// `for`: `buildArray`.
struct WithLoop: Reducer {
  let names: [String]
  var body: some Reducer<[String], Void> {
    Append("before")
    for name in names {
      Append(name)
    }
    Append("after")
  }
}

/// A reducer typed only as an existential, between concrete ones: `buildExpression` erases it.
/// The `as any` keeps Swift from opening the existential into the generic overload.
struct WithExistential: Reducer {
  let middle: any Reducer<[String], Void>
  var body: some Reducer<[String], Void> {
    Append("first")
    middle as any Reducer<[String], Void>
    Append("last")
  }
}

@Suite struct ReducerBuilderTests {
  @Test func combineReducersRunsEachInOrder() {
    let reducer = CombineReducers<[String], Void, _> {
      Append("a")
      Append("b")
      Append("c")
    }
    #expect(applying(reducer, [()], from: []) == ["a", "b", "c"])
  }

  @Test func nestedCombineReducersKeepOrder() {
    let reducer = CombineReducers<[String], Void, _> {
      Append("a")
      CombineReducers {
        Append("b")
        Append("c")
      }
      Append("d")
    }
    #expect(applying(reducer, [()], from: []) == ["a", "b", "c", "d"])
  }

  @Test func ifIncludesItsReducerWhenTrue() {
    #expect(applying(WithOptional(includeMiddle: true), [()], from: []) == ["first", "middle", "last"])
  }

  @Test func ifSkipsItsReducerWhenFalse() {
    #expect(applying(WithOptional(includeMiddle: false), [()], from: []) == ["first", "last"])
  }

  @Test func ifElseRunsTheFirstBranch() {
    #expect(applying(WithEither(useFirst: true), [()], from: []) == ["then"])
  }

  @Test func ifElseRunsTheSecondBranch() {
    #expect(applying(WithEither(useFirst: false), [()], from: []) == ["else"])
  }

  @Test func forLoopRunsOneReducerPerElementInOrder() {
    let reducer = WithLoop(names: ["x", "y", "z"])
    #expect(applying(reducer, [()], from: []) == ["before", "x", "y", "z", "after"])
  }

  @Test func forLoopOverNothingRunsNothing() {
    #expect(applying(WithLoop(names: []), [()], from: []) == ["before", "after"])
  }

  @Test func existentialReducerRunsInItsPlace() {
    #expect(applying(WithExistential(middle: Append("middle")), [()], from: []) == ["first", "middle", "last"])
  }

  /// Each reducer in a block returns an effect; the block merges them, so the store reduces the
  /// actions of both, the first reducer's first.
  @MainActor
  @Test func effectsOfABlockAreMerged() {
    let store = Store(initialState: [String]()) {
      Reduce<[String], String> { log, action in
        log.append("one saw \(action)")
        return action == "tap" ? .send("from one") : .none
      }
      Reduce<[String], String> { log, action in
        log.append("two saw \(action)")
        return action == "tap" ? .send("from two") : .none
      }
    }
    store.send("tap")
    #expect(
      store.state == [
        "one saw tap", "two saw tap",
        "one saw from one", "two saw from one",
        "one saw from two", "two saw from two",
      ]
    )
  }
}
