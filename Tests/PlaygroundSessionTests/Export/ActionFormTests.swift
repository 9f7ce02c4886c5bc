import ComposableArchitecture
import Testing

@testable import Lessons
@testable import PlaygroundSession

/// The export log keeps actions as values and builds their forms when an export reads them,
/// reading each `@Shared` value in them as it was when the action was logged.
@MainActor
struct ActionFormTests {
  /// The pushed state's `@Shared` value changes after the action: its form, built after
  /// the change, is the value the action held when logged.
  @Test func anActionHoldingASharedValueKeepsTheValueItHadWhenLogged() {
    let data = Shared(value: Lessons.SignUpData(email: "mo@harbourfest.example"))
    let action = SignUpFeature.Action.path(.push(id: 1, state: .review(ReviewStep.State(signUpData: data))))
    let logged = ExportValue(action)
    let era = SharedEra()
    let form = ActionForm(action, era: era)
    #expect(!era.hasChanges)
    data.withLock { $0.email = "mo.b@harbourfest.example" }
    #expect(era.hasChanges)
    #expect(form.value.value == logged)
    #expect(form.value.value != ExportValue(action))
  }

  /// A form built before its era ends keeps what it read, though the era no longer records.
  @Test func aFormBuiltBeforeItsEraEndsKeepsTheValueItRead() {
    let data = Shared(value: Lessons.SignUpData(email: "mo@harbourfest.example"))
    let action = SignUpFeature.Action.path(.push(id: 1, state: .review(ReviewStep.State(signUpData: data))))
    let logged = ExportValue(action)
    let era = SharedEra()
    let form = ActionForm(action, era: era)
    data.withLock { $0.email = "mo.b@harbourfest.example" }
    form.build()
    era.end()
    data.withLock { $0.email = "mo.c@harbourfest.example" }
    #expect(form.value.value == logged)
  }

  @Test func aFormIsBuiltOnceAndOnlyWhenRead() {
    var builds = 0
    let deferred = Deferred<ExportValue> {
      builds += 1
      return ExportValue(Stopwatch.Action.secondPassed)
    }
    #expect(builds == 0)
    #expect(deferred.value == .enumCase(name: "secondPassed", payload: []))
    #expect(deferred.value == .enumCase(name: "secondPassed", payload: []))
    #expect(builds == 1)
  }

  /// A delegate loop: a thousand received actions that change nothing are a run the export
  /// writes as a skip, whatever their cases, so the log builds none of their forms.
  @Test func aRunNoCounterCountsBuildsNoActionForm() throws {
    var builds = 0
    let state = ExportValue(DelegateLoopPitfall.State())
    let log = ExportLog()
    for _ in 1...1_000 {
      let action = DelegateLoopPitfall.Action.step(.delegate(.finished))
      let value = Deferred<ExportValue> {
        builds += 1
        return ExportValue(action)
      }
      let path = ReceivedCasePath(
        Deferred {
          builds += 1
          return ReceivedCasePath(action)
        }
      )
      log.record(.receive(ExportStep(action: value, before: state, expected: state), match: .casePath(path)))
    }
    #expect(builds == 0)
    guard case let .receiveRun(run)? = log.entries.last else {
      Issue.record("expected a run, found \(log.entries)")
      return
    }
    #expect(run.count == 1_000)
    #expect(!run.isCounted)
    #expect(run.path == ReceivedCasePath(keyPath: #"\.step.delegate"#, value: .enumCase(name: "finished", payload: [])))
    #expect(builds == 1)
  }
}
