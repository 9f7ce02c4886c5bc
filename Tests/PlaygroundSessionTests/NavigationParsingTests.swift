import Foundation
import ComposableArchitecture
@testable import PlaygroundSession
import PlaygroundText
import Testing

/// The action the shell reads from `text`, as `send` reads it.
private func action<Action>(_ text: String, as type: Action.Type = SignUpFlow.Action.self) throws(ParseError) -> Action {
  let literal = try LiteralParser.parseAction(text, startColumn: 6).literal
  return try ValueBuilder().build(literal, as: Action.self)
}

/// The one-line error the shell prints for `text`, or nil when it parses.
private func parseError(_ text: String, as type: Any.Type = SignUpFlow.Action.self) -> String? {
  do {
    let literal = try LiteralParser.parseAction(text, startColumn: 6).literal
    _ = try ValueBuilder().build(literal, as: type)
    return nil
  } catch {
    return error.description
  }
}

@Suite struct NavigationParsingTests {
  @Test func stackActionsTakeIDsAsIntegersOrAsDumped() throws {
    let element = SignUpFlow.Action.path(.element(id: 0, action: .basics(.nextButtonTapped)))
    #expect(try action(".path(.element(id: 0, action: .basics(.nextButtonTapped)))") == element)
    #expect(try action(".path(.element(id: #0, action: .basics(.nextButtonTapped)))") == element)
    #expect(try action(#"\.path[id: 0].basics.nextButtonTapped"#) == element)
    #expect(try action(".path(.popFrom(id: #2))") == .path(.popFrom(id: 2)))
  }

  /// TCA's `store.send(\.path.popFrom, 1)`: a case key path's value fits a case of one value
  /// whatever its label; the label belongs to the literal form only.
  @Test func popFromTakesItsIDInBothForms() throws {
    #expect(try action(".path(.popFrom(id: 1))") == .path(.popFrom(id: 1)))
    #expect(try action(#"\.path.popFrom, 1"#) == .path(.popFrom(id: 1)))
    #expect(try action(#"\.path.popFrom, #1"#) == .path(.popFrom(id: 1)))
    #expect(parseError(".path(.popFrom(1))") == "missing label 'id:' in .popFrom(id: StackElementID) (column 21)")
    #expect(
      parseError(#"\.path.popFrom(id: 1)"#)
        == #"a case key path takes its value after a comma, as in TCA's store.send(\.path.popFrom, 1), not in parentheses; or type the action as .name(label: value) (column 20)"#
    )
  }

  @Test func stackIDErrorsSayWhatAnIDIs() {
    #expect(parseError(".path(.popFrom(id: -1))") == "a stack element id counts up from 0, so -1 is none (column 25)")
    #expect(parseError(#".path(.popFrom(id: "one"))"#) == #"expected a stack element id such as #0 or 0, found "one" (column 25)"#)
  }

  @Test func presentationActionsPresentOrDismiss() throws {
    #expect(try action(".destination(.dismiss)") == .destination(.dismiss))
    #expect(try action(".destination(.presented(.basics(.nextButtonTapped)))") == .destination(.presented(.basics(.nextButtonTapped))))
    #expect(try action(".destination(.presented(.confirmation(.submit)))") == .destination(.presented(.confirmation(.submit))))
    #expect(parseError(".destination(.present(.basics(.nextButtonTapped)))")?.hasSuffix("did you mean .presented?") == true)
  }

  @Test func alertButtonActionsArePresentedActions() throws {
    #expect(try action(".alert(.presented(.ok))") == .alert(.presented(.ok)))
    #expect(try action(#"\.alert.presented.ok"#) == .alert(.presented(.ok)))
    // As in TCA, a case key path reaches what is presented without naming `.presented`.
    #expect(try action(#"\.alert.ok"#) == .alert(.presented(.ok)))
    #expect(try action(#"\.alert.dismiss"#) == .alert(.dismiss))
    #expect(try action(#"\.destination.basics.nextButtonTapped"#) == .destination(.presented(.basics(.nextButtonTapped))))
    #expect(parseError(".alert(.ok)") == "PresentationAction has no case .ok; its cases are .dismiss, .presented (column 13)")
  }

  @Test func bindingsResolveNestedPropertiesByName() throws {
    #expect(
      try action(#".binding(.set(\.signUpData.email, "blob@pointfree.co"))"#)
        == .binding(.set(\.signUpData.email, "blob@pointfree.co"))
    )
    #expect(try action(#"\.binding.email, "x""#) == .binding(.set(\.email, "x")))
    #expect(try action(#"\.binding.signUpData.age, 42"#) == .binding(.set(\.signUpData.age, 42)))
  }

  @Test func bindingErrorsPointAtTheNameAndSuggestOne() {
    #expect(
      parseError(#".binding(.set(\.signUpData.emial, "x"))"#)
        == "SignUpData has no property 'emial' (column 33); did you mean email?"
    )
    #expect(parseError(#"\.binding.emial, "x""#) == "SignUpFlow.State has no property 'emial' (column 16); did you mean email?")
    #expect(parseError(#"\.binding.email.count, 1"#) == "String has no properties to set (column 22)")
    #expect(parseError(#"\.binding.signUpData.age, "old""#) == #"expected an Int, found "old" (column 32)"#)
    #expect(
      parseError(#".binding(.set(\.email, "x"))"#, as: Unobserved.Action.self)
        == "Unobserved.State needs @ObservableState for binding actions, as in TCA (column 15)"
    )
  }

  /// A UUID is typed as a test writes it: `UUID(1)`, the `uuid` dependency's ids counting up
  /// from zero, or by its string.
  @Test func uuidsAreTypedByTheirInitializers() throws {
    func uuid(_ text: String) throws(ParseError) -> UUID {
      try ValueBuilder().build(LiteralParser.parseValue(text, startColumn: 1), as: UUID.self)
    }
    #expect(try uuid("UUID(1)") == UUID(uuidString: "00000000-0000-0000-0000-000000000001"))
    #expect(try uuid(#"UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")"#) == UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"))
    #expect(throws: ParseError(#""E621" is not a UUID"#, column: 18)) { try uuid(#"UUID(uuidString: "E621")"#) }
    #expect(
      throws: ParseError(#"expected a UUID such as UUID(0) or UUID(uuidString: "00000000-0000-0000-0000-000000000000"), found "E621""#, column: 1)
    ) { try uuid(#""E621""#) }
  }
}
