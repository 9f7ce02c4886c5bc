import ComposableArchitecture
import Testing

@testable import PlaygroundSession

/// The goal language: how each kind of goal reads, what meets it, and the mistakes it names.
struct GoalTests {
  enum Tab: Equatable { case counter, profile }

  struct State {
    var count = 3
    var alert: String?
    var currentTab = Tab.profile
    var nested = Nested()
    struct Nested { var secondsElapsed = 6 }
  }

  enum Action {
    case timerTicked
    case factResponse(Result<String, Failure>)
    case stepperChanged(Int)
  }

  struct Failure: Error {}

  static func value(_ state: State) -> ([String]) -> Any? {
    { path in
      var value: Any = state
      for name in path {
        guard let child = Mirror(reflecting: value).children.first(where: { $0.label == name }) else { return nil }
        value = child.value
      }
      return value
    }
  }

  func goal(_ text: String) throws -> Goal {
    try Goal(parsing: text)
  }

  @Test func stateGoalsCompareTheOneLineDump() throws {
    let state = Self.value(State())
    #expect(try goal("state count == 3").isMet(state: state))
    #expect(try !goal("state count == 4").isMet(state: state))
    #expect(try goal("state count != 4").isMet(state: state))
    #expect(try goal("state alert == nil").isMet(state: state))
    #expect(try !goal("state alert != nil").isMet(state: Self.value(State())))
    #expect(try goal("state alert != nil").isMet(state: Self.value(State(alert: "Please choose a topic."))))
    #expect(try goal("state alert == \"Please choose a topic.\"").isMet(state: Self.value(State(alert: "Please choose a topic."))))
    #expect(try goal("state currentTab == .profile").isMet(state: state))
    #expect(try goal("state currentTab == GoalTests.Tab.profile").isMet(state: state))
    #expect(try !goal("state currentTab == .counter").isMet(state: state))
    #expect(try goal("state nested.secondsElapsed >= 6").isMet(state: state))
    #expect(try !goal("state nested.secondsElapsed > 6").isMet(state: state))
    #expect(try goal("state count < 4").isMet(state: state))
    #expect(try goal("state count<=3").isMet(state: state))
    #expect(try !goal("state alert < 3").isMet(state: state), "only numbers are ordered")
    #expect(try !goal("state missing == 3").isMet(state: state), "a path the state does not have")
    #expect(try !goal("state count == 3").isMet(by: .commandRun("state")))
  }

  @Test func sentAndReceivedMatchTheStartOfTheAction() throws {
    #expect(try goal("received .timerTicked").isMet(by: .received(Action.timerTicked)))
    #expect(try !goal("received .timerTicked").isMet(by: .sent(Action.timerTicked)))
    #expect(try goal("sent .stepperChanged").isMet(by: .sent(Action.stepperChanged(7))))
    #expect(try goal("sent .stepperChanged(7)").isMet(by: .sent(Action.stepperChanged(7))))
    #expect(try !goal("sent .stepperChanged(8)").isMet(by: .sent(Action.stepperChanged(7))))
    #expect(try goal("received .factResponse(.failure").isMet(by: .received(Action.factResponse(.failure(Failure())))))
    #expect(try !goal("received .factResponse(.success").isMet(by: .received(Action.factResponse(.failure(Failure())))))
    #expect(try goal("received GoalTests.Action.timerTicked").isMet(by: .received(Action.timerTicked)))
    #expect(try !goal("received .timerTicked").isMet(state: Self.value(State())), "an event goal is not about state")
  }

  @Test func cancelledGoalsCanSayHow() throws {
    #expect(try goal("cancelled").isMet(by: .cancelled(.cancel)))
    #expect(try goal("cancelled").isMet(by: .cancelled(.ownerWentAway)))
    #expect(try goal("cancelled by .cancel(id:)").isMet(by: .cancelled(.cancel)))
    #expect(try !goal("cancelled by .cancel(id:)").isMet(by: .cancelled(.cancelInFlight)))
    #expect(try goal("cancelled in flight").isMet(by: .cancelled(.cancelInFlight)))
    #expect(try goal("cancelled with its feature").isMet(by: .cancelled(.ownerWentAway)))
    #expect(try !goal("cancelled").isMet(by: .received(Action.timerTicked)))
  }

  @Test func loopedGoalsAreMetWhenTheLoopGuardStopsASend() throws {
    #expect(try goal("looped") == .looped(nil))
    #expect(try goal("looped").isMet(by: .looped(Action.timerTicked)))
    #expect(try goal("looped .timerTicked").isMet(by: .looped(Action.timerTicked)))
    #expect(try !goal("looped .stepperChanged").isMet(by: .looped(Action.timerTicked)))
    #expect(try !goal("looped").isMet(by: .received(Action.timerTicked)), "a received action is not a loop")
    #expect(try !goal("received .timerTicked").isMet(by: .looped(Action.timerTicked)))
  }

  @Test func commandGoalsNameTheCommandNotItsAlias() throws {
    #expect(try goal("command effects") == .command("effects"))
    #expect(try goal("command exit") == .command("quit"))
    #expect(try goal("command effects").isMet(by: .commandRun("effects")))
    #expect(try !goal("command effects").isMet(by: .commandRun("clock")))
  }

  @Test(arguments: [
    ("state count", "a state goal reads 'state PATH OP VALUE', e.g. state count == 3, with OP one of == != < <= > >="),
    ("state count = 3", "a state goal reads 'state PATH OP VALUE', e.g. state count == 3, with OP one of == != < <= > >="),
    ("state count ==", "a state goal reads 'state PATH OP VALUE', e.g. state count == 3, with OP one of == != < <= > >="),
    ("state 1count == 3", "a state goal reads 'state PATH OP VALUE', e.g. state count == 3, with OP one of == != < <= > >="),
    ("sent", "'sent' needs an action, e.g. sent .incrementButtonTapped"),
    ("received", "'received' needs an action, e.g. received .secondPassed"),
    ("cancelled by .cancel", "unknown cancellation 'by .cancel'; write 'cancelled' alone or with 'by .cancel(id:)', 'in flight', 'with its feature'"),
    ("command efects", "no command 'efects' for a 'command' goal; did you mean effects?"),
    ("sate count == 3", "unknown goal 'sate'; a goal starts with state, sent, received, cancelled, looped, command, passed, failed, test; did you mean state?"),
  ])
  func mistakesSayWhatAGoalLooksLike(_ text: String, _ message: String) {
    #expect(throws: ScriptLineProblem(message)) { try Goal(parsing: text) }
  }

  @Test func dumpPatternsMayLeaveOutTheTypeName() {
    #expect(DumpPattern.forms(of: "Timers.Action.timerTicked") == ["Timers.Action.timerTicked", ".timerTicked"])
    #expect(DumpPattern.forms(of: "Feature.Action.stepperChanged(7)") == ["Feature.Action.stepperChanged(7)", ".stepperChanged(7)"])
    #expect(DumpPattern.forms(of: "1.5") == ["1.5"])
    #expect(DumpPattern.forms(of: "\"a.b\"") == ["\"a.b\""])
    #expect(DumpPattern.forms(of: "nil") == ["nil"])
  }
}
