import CasePaths
import Testing

@testable import ComposableArchitecture

/// A case path made from a case key path is kept, and the kept one is the same path: each key
/// path, equal ones written anew included, gets the path of its own case.
struct CasePathCacheTests {
  @CasePathable
  enum Action: Equatable {
    case first(Int)
    case second(Int)
    case child(Child)

    @CasePathable
    enum Child: Equatable {
      case tapped
    }
  }

  @Test func eachKeyPathKeepsThePathOfItsOwnCase() {
    for _ in 1...2 {
      let first = AnyCasePath<Action, Int>(cached: \.first)
      let second = AnyCasePath<Action, Int>(cached: \.second)
      #expect(first.extract(from: .first(1)) == 1)
      #expect(first.extract(from: .second(2)) == nil)
      #expect(second.extract(from: .second(2)) == 2)
      #expect(second.embed(3) == .second(3))
    }
  }

  @Test func aNestedKeyPathIsItsOwnPath() {
    let child = AnyCasePath<Action, Action.Child>(cached: \.child)
    let tapped = AnyCasePath<Action, Void>(cached: \.child.tapped)
    #expect(child.extract(from: .child(.tapped)) == .tapped)
    #expect(tapped.extract(from: .child(.tapped)) != nil)
    #expect(tapped.extract(from: .first(1)) == nil)
    #expect(tapped.embed(()) == .child(.tapped))
  }
}
