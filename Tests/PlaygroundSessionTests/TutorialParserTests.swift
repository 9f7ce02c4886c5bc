import Testing

@testable import PlaygroundSession

/// The tutorial script format: what a good script gives, and the one-line error, with file
/// and line, for each kind of mistake.
struct TutorialParserTests {
  static let feature = """
    /// A counter.
    @Reducer
    struct Counter {
      struct State { var count = 0 }
      enum Action { case incrementButtonTapped }
      var body: some ReducerOf<Self> {
        Reduce { state, action in
          state.count += 1
          return .none
        }
      }
    }

    """

  static func files(_ script: String) -> TutorialFiles {
    TutorialFiles(folder: "Lessons/test", script: script, sources: ["Counter.swift": feature])
  }

  static let good = """
    # Counter: a reducer

    What a reducer is.

        @Reducer struct Counter {}

    - source: Counter.swift#State

    ## Step 1: Send an action

    Send `.incrementButtonTapped`.
    Twice is fine.

    - goal: sent .incrementButtonTapped
    - goal: state count >= 1
    - hint: Type `actions`.
    - hint: Type `send .incrementButtonTapped`,
      then look at the diff.
    - explain: The reducer ran.
    - source: Counter.swift#body

    ## Step 2: Look

    Type `state`.

    ```
    - goal: inside a fence, this is the instruction
    ```

    - goal: command state
    - hint: `state`
    - explain: A value.

    """

  @Test func readsTheIntroductionStepsAndFields() throws {
    let tutorial = try Tutorial(Self.files(Self.good))
    #expect(tutorial.title == "Counter: a reducer")
    #expect(tutorial.introduction == "What a reducer is.\n\n    @Reducer struct Counter {}")
    #expect(tutorial.defaultExcerpts.map(\.heading) == ["// Lessons/test/Counter.swift:4"])
    #expect(tutorial.steps.map(\.title) == ["Send an action", "Look"])
    let first = tutorial.steps[0]
    #expect(first.instruction == "Send `.incrementButtonTapped`.\nTwice is fine.")
    #expect(first.goals == [.sent(".incrementButtonTapped"), .state(path: ["count"], .greaterOrEqual, "1")])
    #expect(first.hints == ["Type `actions`.", "Type `send .incrementButtonTapped`,\nthen look at the diff."])
    #expect(first.explanation == "The reducer ran.")
    #expect(first.excerpts.map(\.heading) == ["// Lessons/test/Counter.swift:6-11"])
    #expect(tutorial.steps[1].instruction == "Type `state`.\n\n```\n- goal: inside a fence, this is the instruction\n```")
    #expect(tutorial.steps[1].goals == [.command("state")])
    #expect(tutorial.wholeFiles.map(\.heading) == ["// Lessons/test/Counter.swift"])
    #expect(tutorial.wholeFiles.first?.text == Self.feature.dropLast().description)
  }

  struct Mistake: CustomTestStringConvertible, Sendable {
    let name: String
    /// Replaces the first occurrence of `replacing` in the good script.
    let replacing: String
    let with: String
    let error: String
    var testDescription: String { name }
  }

  static let mistakes: [Mistake] = [
    Mistake(
      name: "no title", replacing: "# Counter: a reducer", with: "Counter",
      error: "Lessons/test/Tutorial.md:1: the script starts with a '# Title' line"),
    Mistake(
      name: "a second title", replacing: "## Step 2: Look", with: "# Look",
      error: "Lessons/test/Tutorial.md:22: a script has one '# Title' line, at its top"),
    Mistake(
      name: "a heading that is not a step", replacing: "## Step 2: Look", with: "## Looking",
      error: "Lessons/test/Tutorial.md:22: only '## Step N: Title' headings may follow the first step"),
    Mistake(
      name: "a malformed step heading", replacing: "## Step 2: Look", with: "## Step two: Look",
      error: "Lessons/test/Tutorial.md:22: a step heading reads '## Step 2: Title'"),
    Mistake(
      name: "a step out of order", replacing: "## Step 2: Look", with: "## Step 3: Look",
      error: "Lessons/test/Tutorial.md:22: this step is numbered 3; number the steps 1, 2, 3… (expected 2)"),
    Mistake(
      name: "an unknown field", replacing: "- hint: `state`", with: "- hnit: `state`",
      error: "Lessons/test/Tutorial.md:31: unknown field 'hnit'; the fields are goal, hint, explain, source; did you mean hint?"),
    Mistake(
      name: "an empty field", replacing: "- hint: `state`", with: "- hint:",
      error: "Lessons/test/Tutorial.md:31: '- hint:' has nothing after it"),
    Mistake(
      name: "no goal", replacing: "- goal: command state", with: "",
      error: "Lessons/test/Tutorial.md:22: step 2 has no goal; add a '- goal: …' line, e.g. '- goal: state count == 3'"),
    Mistake(
      name: "no hint", replacing: "- hint: `state`", with: "",
      error: "Lessons/test/Tutorial.md:22: step 2 has no hint; add at least one '- hint: …' line"),
    Mistake(
      name: "two explanations", replacing: "- explain: A value.", with: "- explain: A value.\n- explain: Again.",
      error: "Lessons/test/Tutorial.md:33: step 2 needs one '- explain: …' line, shown when its goals are met; it has 2"),
    Mistake(
      name: "no instruction", replacing: "Type `state`.\n\n```\n- goal: inside a fence, this is the instruction\n```\n", with: "",
      error: "Lessons/test/Tutorial.md:22: step 2 has no instruction; write what to do under its heading"),
    Mistake(
      name: "text after the fields", replacing: "- explain: A value.", with: "- explain: A value.\nMore words.",
      error: "Lessons/test/Tutorial.md:33: text after the fields; the instruction goes above the first '- goal:', and a field goes on only on lines indented under it"),
    Mistake(
      name: "a goal in the introduction", replacing: "- source: Counter.swift#State", with: "- goal: command state",
      error: "Lessons/test/Tutorial.md:7: '- goal:' belongs in a step; steps start with '## Step 1: Title'"),
    Mistake(
      name: "an unknown goal", replacing: "- goal: command state", with: "- goal: recieved .timerTicked",
      error: "Lessons/test/Tutorial.md:30: unknown goal 'recieved'; a goal starts with state, sent, received, cancelled, looped, command, passed, failed, test; did you mean received?"),
    Mistake(
      name: "an unknown command", replacing: "- goal: command state", with: "- goal: command stat",
      error: "Lessons/test/Tutorial.md:30: no command 'stat' for a 'command' goal; did you mean state?"),
    Mistake(
      name: "an unknown file", replacing: "- source: Counter.swift#body", with: "- source: Conter.swift#body",
      error: "Lessons/test/Tutorial.md:20: no Swift file 'Conter.swift' in Lessons/test; it has Counter.swift; did you mean Counter.swift?"),
    Mistake(
      name: "an unknown declaration", replacing: "- source: Counter.swift#body", with: "- source: Counter.swift#bdy",
      error: "Lessons/test/Tutorial.md:20: Counter.swift has no declaration 'bdy'; name a type, property, function or switch case, e.g. Counter.swift#body"),
  ]

  @Test(arguments: mistakes)
  func aMistakeIsOneLineWithFileAndLine(_ mistake: Mistake) throws {
    let range = try #require(Self.good.range(of: mistake.replacing))
    let script = Self.good.replacingCharacters(in: range, with: mistake.with)
    #expect(throws: TutorialScriptError.self) { try Tutorial(Self.files(script)) }
    do {
      _ = try Tutorial(Self.files(script))
    } catch {
      #expect(error.description == mistake.error)
    }
  }

  @Test func aScriptWithoutStepsOrTextSaysSo() {
    #expect(throws: TutorialScriptError(path: "Lessons/test/Tutorial.md", line: 1, message: "the tutorial has no steps; each starts with '## Step N: Title'")) {
      try Tutorial(Self.files("# Title\n\nJust words.\n"))
    }
    #expect(throws: TutorialScriptError(path: "Lessons/test/Tutorial.md", line: 1, message: "the script is missing or empty; it starts with a '# Title' line")) {
      try Tutorial(TutorialFiles(folder: "Lessons/test", script: nil, sources: [:]))
    }
  }
}
