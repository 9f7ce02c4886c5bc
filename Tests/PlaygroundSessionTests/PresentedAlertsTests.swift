import ComposableArchitecture
import Testing

@testable import PlaygroundSession

/// Where ``PresentedAlerts`` finds alerts in a state: the same type seen twice must be looked at
/// again when it is an optional or an `AnyHashable`, whose casts depend on what they hold.
@Suite struct PresentedAlertsTests {
  private enum Action: Hashable { case ok }

  private struct Screen {
    var first: AlertState<Action>?
    var second: AlertState<Action>?
  }

  private struct Screens {
    var top = Screen()
    var bottom = Screen()
    var tags: [AnyHashable] = [1, "two"]
  }

  @Test func anOptionalAlertAfterAnEmptyOneOfTheSameTypeIsFoundAtItsProperty() {
    var screens = Screens()
    screens.bottom.second = AlertState { TextState("Saved") }
    let found = PresentedAlerts.find(in: screens)
    #expect(found.map(\.path) == ["bottom.second"])
    #expect(found.map(\.alert._title) == ["Saved"])
  }

  @Test func alertsInTwoValuesOfTheSameTypeAreBothFound() {
    var screens = Screens()
    screens.top.first = AlertState { TextState("One") }
    screens.bottom.first = AlertState { TextState("Two") }
    #expect(PresentedAlerts.find(in: screens).map(\.path) == ["top.first", "bottom.first"])
  }

  @Test func anAlertHeldInAnAnyHashableAfterOtherValuesIsFound() {
    var screens = Screens()
    screens.tags.append(AnyHashable(AlertState<Action> { TextState("Tagged") }))
    #expect(PresentedAlerts.find(in: screens).map(\.path) == ["tags.2"])
  }

  @Test func linesListOnlyTheAlertsTheNewStateAdds() {
    var old = Screens()
    old.top.first = AlertState { TextState("Kept") }
    var new = old
    new.bottom.second = AlertState { TextState("Added") }
    #expect(PresentedAlerts.lines(old: old, new: new) == ["alert: Added", "  [OK]"])
  }

  @Test func anAlertChangedInPlaceIsListedAgain() {
    var old = Screens()
    old.top.first = AlertState { TextState("Before") }
    var new = old
    new.top.first = AlertState { TextState("After") }
    #expect(PresentedAlerts.lines(old: old, new: new) == ["alert: After", "  [OK]"])
    #expect(PresentedAlerts.lines(old: new, new: new).isEmpty)
  }
}
