import ComposableArchitecture
import PlaygroundText
import Testing

@testable import PlaygroundSession

/// A test-mode closure reaches into a presented `@Reducer enum`'s case as a `TestStore` test
/// does: through `?.walk?`, which the export writes as CasePaths' `modify`, since CasePaths
/// makes the optional setter unavailable, or through `modify(\.walk) { … }`, kept as typed.
struct TestModeEnumCaseTests {
  static let walking = Kennel.State(destination: .walk(Walk.State(minutes: 10)))

  func assertion(_ text: String, state: Any = walking) throws(ParseError) -> StateAssertion {
    try StateAssertion.parse(text, startColumn: 1, state: state, builder: ValueBuilder())
  }

  func applied(_ assertion: StateAssertion, to state: Any) -> Any {
    var value = state
    assertion.apply(to: &value)
    return value
  }

  @Test func optionalChainingThroughACaseWritesIntoItsValue() throws {
    let chained = try assertion(#"{ $0.destination?.walk?.minutes = 25; $0.destination?.walk?.route = "Canal" }"#)
    #expect(
      applied(chained, to: Self.walking) as? Kennel.State
        == Kennel.State(destination: .walk(Walk.State(minutes: 25, route: "Canal")))
    )
  }

  @Test func anotherCaseOrNoneIsLeftAsItIs() throws {
    let chained = try assertion("{ $0.destination?.walk?.minutes = 25 }")
    let feeding = Kennel.State(destination: .feed(Feed.State()))
    #expect(applied(chained, to: feeding) as? Kennel.State == feeding)
    #expect(applied(chained, to: Kennel.State()) as? Kennel.State == Kennel.State())
  }

  @Test func modifyChangesTheCaseWithTheStatementsInItsBraces() throws {
    let modify = try assertion(#"{ $0.destination?.modify(\.walk) { $0.minutes += 5; $0.route = "Park" } }"#)
    #expect(
      applied(modify, to: Self.walking) as? Kennel.State
        == Kennel.State(destination: .walk(Walk.State(minutes: 15, route: "Park")))
    )
    let onTheEnum = try assertion(#"{ $0.modify(\.walk) { $0.minutes = 1 } }"#, state: Kennel.Destination.State.walk(Walk.State()))
    #expect(
      applied(onTheEnum, to: Kennel.Destination.State.walk(Walk.State())) as? Kennel.Destination.State
        == .walk(Walk.State(minutes: 1))
    )
  }

  @Test func theExportWritesCompilingSwift() throws {
    let chained = try assertion(#"{ $0.destination?.walk?.minutes = 25; $0.destination?.walk?.route = "Canal" }"#)
    #expect(
      try chained.typed.lines(context: .init()) == [
        #"$0.destination?.modify(\.walk) { $0.minutes = 25 }"#,
        #"$0.destination?.modify(\.walk) { $0.route = "Canal" }"#,
      ]
    )
    let modify = try assertion(#"{ $0.destination?.modify(\.walk) { $0.minutes = 25 } }"#)
    #expect(try modify.typed.lines(context: .init()) == [#"$0.destination?.modify(\.walk) { $0.minutes = 25 }"#])
  }

  @Test(arguments: [
    ("{ $0.destination?.walk = Walk.State() }", "Swift can't assign a case through .walk"),
    (#"{ $0.destination.modify(\.walk) { $0.minutes = 1 } }"#, "is optional; write ?.modify"),
    ("{ $0.destination?.wlak?.minutes = 1 }", "has no case .wlak with a value"),
    (#"{ $0.destination?.modify(\.walk) { $0.mintues = 1 } }"#, "Walk.State has no property 'mintues' to set"),
  ])
  func aFormSwiftRefusesIsAnError(text: String, message: String) throws {
    do {
      _ = try assertion(text)
      Issue.record("\(text) was accepted")
    } catch {
      #expect(error.message.contains(message), "\(error.message)")
    }
  }
}

/// A dog walker's kennel page, which presents a walk or a feeding as one `@Presents` enum.
@Reducer
struct Kennel {
  @ObservableState
  struct State: Equatable {
    @Presents var destination: Destination.State?
  }

  enum Action {
    case destination(PresentationAction<Destination.Action>)
  }

  @Reducer
  enum Destination {
    case walk(Walk)
    case feed(Feed)
  }

  var body: some ReducerOf<Self> {
    EmptyReducer()
  }
}

extension Kennel.Destination.State: Equatable {}

@Reducer
struct Walk {
  @ObservableState
  struct State: Equatable {
    var minutes = 0
    var route = "Park"
  }

  enum Action {
    case started
  }

  var body: some ReducerOf<Self> {
    EmptyReducer()
  }
}

@Reducer
struct Feed {
  @ObservableState
  struct State: Equatable {
    var scoops = 1
  }

  enum Action {
    case served
  }

  var body: some ReducerOf<Self> {
    EmptyReducer()
  }
}
