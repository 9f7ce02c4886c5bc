import Testing

@testable import PlaygroundSession

/// `- source: File.swift#name`: which lines of the real source a tutorial step shows.
struct SourceExcerptTests {
  static let timers = """
    import ComposableArchitecture

    /// A timer. The clock is `@Dependency(\\.continuousClock) var clock` { not code }.
    @Reducer
    struct Timers {
      struct State: Equatable {
        var isTimerActive = false
      }

      enum Action {
        case timerTicked
        case toggleTimerButtonTapped
      }

      @Dependency(\\.continuousClock) var clock
      private enum CancelID { case timer }

      var body: some ReducerOf<Self> {
        Reduce { state, action in
          switch action {
          case .timerTicked:
            state.label = "{ not a brace }"
            return .none

          case .toggleTimerButtonTapped:
            return .run { send in
              await send(.timerTicked)
            }
            .cancellable(id: CancelID.timer, cancelInFlight: true)
          }
        }
      }
    }

    """

  static let files = TutorialFiles(folder: "Lessons/timers", script: nil, sources: ["Timers.swift": timers])

  func excerpt(_ reference: String) throws -> SourceExcerpt {
    try SourceExcerpt(reference: reference, in: Self.files)
  }

  @Test func aTypeSpansItsBracesWithTheDocCommentAndAttributesAbove() throws {
    let timers = try excerpt("Timers.swift#Timers")
    #expect(timers.heading == "// Lessons/timers/Timers.swift:3-33")
    let state = try excerpt("Timers.swift#State")
    #expect(state.heading == "// Lessons/timers/Timers.swift:6-8")
    #expect(state.text == "struct State: Equatable {\n  var isTimerActive = false\n}")
  }

  @Test func aOneLineDeclarationIsOneLine() throws {
    #expect(try excerpt("Timers.swift#clock").text == "@Dependency(\\.continuousClock) var clock")
    #expect(try excerpt("Timers.swift#CancelID").heading == "// Lessons/timers/Timers.swift:16")
    #expect(try excerpt("Timers.swift#timerTicked").text == "case timerTicked", "the first declaration: the enum case")
  }

  @Test func aDottedNameFindsASwitchArmInsideADeclaration() throws {
    let ticked = try excerpt("Timers.swift#body.timerTicked")
    #expect(ticked.heading == "// Lessons/timers/Timers.swift:21-23")
    #expect(ticked.text == "case .timerTicked:\n  state.label = \"{ not a brace }\"\n  return .none")
    let toggle = try excerpt("Timers.swift#Timers.body.toggleTimerButtonTapped")
    #expect(toggle.heading == "// Lessons/timers/Timers.swift:25-29")
    #expect(try excerpt("Timers.swift#body").heading == "// Lessons/timers/Timers.swift:18-32")
  }

  @Test func theWholeFileAndMissingNames() throws {
    let whole = try excerpt("Timers.swift")
    #expect(whole.heading == "// Lessons/timers/Timers.swift")
    #expect(whole.text == String(Self.timers.dropLast()))
    #expect(throws: ScriptLineProblem("Timers.swift has no declaration 'isTimerActiv'; name a type, property, function or switch case, e.g. Timers.swift#body")) {
      try excerpt("Timers.swift#isTimerActiv")
    }
    #expect(throws: ScriptLineProblem("Timers.swift has no declaration 'State.clock'; name a type, property, function or switch case, e.g. Timers.swift#body")) {
      try excerpt("Timers.swift#State.clock")
    }
    #expect(throws: ScriptLineProblem("no Swift file 'Timer.swift' in Lessons/timers; it has Timers.swift; did you mean Timers.swift?")) {
      try excerpt("Timer.swift")
    }
  }
}
