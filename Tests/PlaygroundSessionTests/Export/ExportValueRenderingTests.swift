import ComposableArchitecture
import Foundation
import Testing

@testable import Lessons
@testable import PlaygroundSession

/// Every lesson's state and action values, spelled in Swift as a test writes them.
@MainActor
struct ExportValueRenderingTests {
  func render(_ value: Any) throws -> String {
    try SwiftSource.render(ExportValue(value), context: .init())
  }

  @Test func statesAreBuiltWithTheirMemberwiseInitializers() throws {
    #expect(try render(Counter.State(count: 3)) == "Counter.State(count: 3)")
    #expect(
      try render(Stopwatch.State(isRunning: true, seconds: 2))
        == "Stopwatch.State(isRunning: true, seconds: 2)"
    )
    #expect(
      try render(Kettle.State(targetTemperature: -1, readyMessage: "a \"quoted\"\nmessage"))
        == #"Kettle.State(targetTemperature: -1, isHeating: false, readyMessage: "a \"quoted\"\nmessage")"#
    )
    #expect(try render(Kettle.State().readyMessage as Any) == "nil")
  }

  @Test func actionsAreEnumCasesWithTheirPayloads() throws {
    #expect(try render(Counter.Action.incrementButtonTapped) == ".incrementButtonTapped")
    #expect(try render(Kettle.Action.dialTurned(-3)) == ".dialTurned(-3)")
    #expect(try render(Kettle.Action.heatingFinished(.success("Boiling: pour it on black tea."))) == #".heatingFinished(.success("Boiling: pour it on black tea."))"#)
    #expect(
      try render(Kettle.Action.heatingFinished(.failure(KettleError())))
        == #".heatingFinished(.failure(KettleError(message: "The fuse tripped before the water was hot.")))"#
    )
    #expect(try render(LiftFeature.Action.show(.lobby)) == ".show(.lobby)")
    #expect(try render(LiftFeature.Action.cabin(.directory(.dismiss))) == ".cabin(.directory(.dismiss))")
    #expect(try render(Stopwatch.Action.secondPassed) == ".secondPassed")
  }

  @Test func stackAndPresentationActionsSpellTheirIDsAndBindings() throws {
    let bind = SignUpFeature.Action.path(.element(id: 0, action: .account(.binding(.set(\.showsPassword, true)))))
    #expect(try render(bind) == #".path(.element(id: 0, action: .account(.binding(.set(\.showsPassword, true)))))"#)
    let done = SignUpFeature.Action.path(
      .element(id: 3, action: .review(.destination(.presented(.shifts(.continueButtonTapped)))))
    )
    #expect(try render(done) == ".path(.element(id: 3, action: .review(.destination(.presented(.shifts(.continueButtonTapped))))))")
    let edit = SignUpFeature.Action.path(.element(id: 3, action: .review(.editButtonTapped(.profile))))
    #expect(try render(edit) == ".path(.element(id: 3, action: .review(.editButtonTapped(.profile))))")
    #expect(try render(SignUpFeature.Action.path(.popFrom(id: 1))) == ".path(.popFrom(id: 1))")
  }

  @Test func setsRenderSortedAndAlertsAsTheirBuilders() throws {
    let shifts: Set<Lessons.Shift> = [.stage, .gate, .cleanUp]
    #expect(try render(shifts) == "[.cleanUp, .gate, .stage]")
    #expect(try render(["b": 2, "a": 1]) == #"["a": 1, "b": 2]"#)
    #expect(try render([String: Int]()) == "[:]")
    #expect(
      try render(AlertState<Never> { TextState("The lift is on its way.") })
        == #"AlertState { TextState("The lift is on its way.") }"#
    )
    let state = Cabin.State(directory: AlertState { TextState("👍") })
    let alert = try render(state.directory as Any)
    #expect(alert == #"AlertState { TextState("👍") }"#)
  }

  /// An alert or a dialog with buttons is written with its `actions:` builder, each button
  /// with its role and action when it has them, so a test compares it whole.
  @Test func alertsAndDialogsWithButtonsRenderEachButton() throws {
    let okOnly = AlertState<Never> { TextState("Sure?") } actions: { ButtonState { TextState("OK") } }
    #expect(try render(okOnly) == #"AlertState { TextState("Sure?") } actions: { ButtonState { TextState("OK") } }"#)
    #expect(
      try render(AlertState<BookPage.Action.Alert>.confirmReturn) == #"""
        AlertState { TextState("Hand the almanac back?") } actions: { ButtonState(role: .cancel) { TextState("Keep reading") }; \#
        ButtonState(role: .destructive, action: .confirmReturn) { TextState("Return it") } } \#
        message: { TextState("It goes back on the shelf for the next reader.") }
        """#
    )
    let dialog = ConfirmationDialogState<BookPage.Action.More>(titleVisibility: .visible) {
      TextState("Where to?")
    } actions: {
      ButtonState(action: .readExcerpt) { TextState("Read") }
      ButtonState(role: .destructive, action: .borrow) { TextState("Borrow") }
    }
    #expect(
      try render(dialog)
        == #"ConfirmationDialogState(titleVisibility: .visible) { TextState("Where to?") } actions: { ButtonState(action: .readExcerpt) { TextState("Read") }; ButtonState(role: .destructive, action: .borrow) { TextState("Borrow") } }"#
    )
  }

  /// A UUID the `uuid` dependency counted is written as swift-dependencies' `UUID(1)`, any
  /// other by its string; `Identified` by its initializer, whole.
  @Test func uuidsAndIdentifiedValuesRenderAsTheirInitializers() throws {
    #expect(try render(UUID(uuidString: "00000000-0000-0000-0000-00000000002A")!) == "UUID(42)")
    #expect(
      try render(UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!)
        == #"UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!"#
    )
    #expect(try render(Identified(Counter.State?.none, id: UUID(1))) == "Identified(nil, id: UUID(1))")
    #expect(try render(Identified(Counter.State(count: 2), id: 7)) == "Identified(Counter.State(count: 2), id: 7)")
  }

  @Test func sharedValuesAreReferencesTheStateAlreadyHolds() throws {
    let data = Shared(value: Lessons.SignUpData(email: "mo@harbourfest.example"))
    let state = SignUpFeature.State(signUpData: data)
    let step = AccountStep.State(signUpData: data)
    let shifts = ShiftsStep.State(shifts: data.shifts)
    let paths = StateAssignments.sharedPaths(in: ExportValue(state))
    #expect(paths.count == 1)
    let context = SwiftSource.Context(sharedPaths: paths)
    #expect(
      try SwiftSource.render(ExportValue(step), context: context)
        == "AccountStep.State(alert: nil, returnsToReview: false, showsPassword: false, signUpData: $0.$signUpData)"
    )
    #expect(
      try SwiftSource.render(ExportValue(shifts), context: context)
        == "ShiftsStep.State(alert: nil, returnsToReview: false, shifts: $0.$signUpData.shifts)"
    )
    #expect(throws: ExportError("a @Shared SignUpData made inside the state cannot be built in Swift; only references to the feature's own @Shared values can")) {
      try SwiftSource.render(ExportValue(step), context: .init())
    }
  }

  /// As TCA's tests write them: swift-dependencies' `UUID(1)` for the UUIDs `.incrementing`
  /// makes, the failable initializer for others, offsets, and bytes as text when they are.
  @Test func foundationValuesAreWrittenAsTestsWriteThem() throws {
    #expect(try render(UUID(1)) == "UUID(1)")
    #expect(try render(UUID(uuidString: "C0FFEE00-1234-4321-8888-00000000CAFE")!) == #"UUID(uuidString: "C0FFEE00-1234-4321-8888-00000000CAFE")!"#)
    #expect(try render(IndexSet(integer: 2)) == "IndexSet(integer: 2)")
    #expect(try render(IndexSet([0, 3])) == "IndexSet([0, 3])")
    #expect(try render(Data("map".utf8)) == #"Data("map".utf8)"#)
    #expect(try render(Data([0xFF, 0x00])) == "Data([255, 0])")
  }

  @Test func aValueSwiftCannotSpellIsAnErrorNamingItsType() throws {
    #expect(throws: ExportError("a value of type NSObject cannot be written in Swift")) {
      try render(NSObject())
    }
  }

  /// By path for a file, as the time-lapse tests write a clip's; a folder's path keeps its `/`.
  @Test func aURLIsSpelledAsTestsMakeIt() throws {
    #expect(try render(URL(fileURLWithPath: "/DCIM/1.mov")) == #"URL(fileURLWithPath: "/DCIM/1.mov")"#)
    #expect(try render(URL(fileURLWithPath: "/tmp", isDirectory: true)) == #"URL(fileURLWithPath: "/tmp/")"#)
    #expect(try render(URL(string: "https://harbour.example/berths")!) == #"URL(string: "https://harbour.example/berths")!"#)
  }

  @Test func swiftUIValuesAreSpelledAsTheyWereMade() throws {
    #expect(try render(Color.red) == "Color.red")
    #expect(try render(Color("bubblegum").opacity(0.5)) == #"Color("bubblegum").opacity(0.5)"#)
    #expect(try render(CGPoint(x: 40, y: 120.5)) == "CGPoint(x: 40.0, y: 120.5)")
    #expect(try render(Lighthouse.State(beamTarget: CGPoint(x: 1, y: 2))) == "Lighthouse.State(beamTarget: CGPoint(x: 1.0, y: 2.0), isBeamWide: false, lampColor: Color.white)")
  }

  /// As TCA's tests write them, each button with its role and action, on one line.
  @Test func alertsAndDialogsAreSpelledWithTheirButtons() throws {
    enum Choice: Equatable { case increment, decrement }
    let alert = AlertState<Choice> {
      TextState("Alert!")
    } actions: {
      ButtonState(role: .cancel) { TextState("Cancel") }
      ButtonState(action: .increment) { TextState("Increment") }
    } message: {
      TextState("This is an alert")
    }
    #expect(
      try render(alert)
        == #"AlertState { TextState("Alert!") } actions: { ButtonState(role: .cancel) { TextState("Cancel") }; ButtonState(action: .increment) { TextState("Increment") } } message: { TextState("This is an alert") }"#
    )
    let dialog = ConfirmationDialogState<Choice>(titleVisibility: .visible) {
      TextState("Sure?")
    } actions: {
      ButtonState(role: .destructive, action: .send(.decrement, animation: .default)) { TextState("Decrement") }
      ButtonState { TextState("OK") }
    }
    #expect(
      try render(dialog)
        == #"ConfirmationDialogState(titleVisibility: .visible) { TextState("Sure?") } actions: { ButtonState(role: .destructive, action: .decrement) { TextState("Decrement") }; ButtonState { TextState("OK") } }"#
    )
    #expect(try render(AlertState<Never> { TextState("Done") }) == #"AlertState { TextState("Done") }"#)
  }

  @Test func receivedActionsAreNamedByTheirCasePaths() {
    #expect(ReceivedCasePath(Stopwatch.Action.secondPassed) == ReceivedCasePath(keyPath: #"\.secondPassed"#, value: nil))
    #expect(
      ReceivedCasePath(Kettle.Action.heatingFinished(.success("fact")))
        == ReceivedCasePath(keyPath: #"\.heatingFinished.success"#, value: .literal(#""fact""#))
    )
    // `any Error` is not Equatable, whatever the error.
    #expect(
      ReceivedCasePath(Kettle.Action.heatingFinished(.failure(KettleError())))
        == ReceivedCasePath(keyPath: #"\.heatingFinished.failure"#, value: nil)
    )
    #expect(
      ReceivedCasePath(SignUpFeature.Action.path(.element(id: 2, action: .shifts(.delegate(.finished)))))
        == ReceivedCasePath(keyPath: #"\.path[id: 2].shifts.delegate"#, value: .enumCase(name: "finished", payload: []))
    )
    #expect(
      ReceivedCasePath(LiftFeature.Action.show(.lobby))
        == ReceivedCasePath(keyPath: #"\.show"#, value: .enumCase(name: "lobby", payload: []))
    )
  }
}
