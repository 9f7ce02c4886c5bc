import ComposableArchitecture
import Testing

@MainActor
@Suite struct BindingTests {
  @Test func bindingReducerSetsANestedField() {
    let store = Store(initialState: SignUpForm.State()) { SignUpForm() }
    store.send(.binding(.set(\.signUpData.email, "blob@pointfree.co")))
    store.send(.binding(.set(\.isSubscribed, true)))
    #expect(store.state.signUpData.email == "blob@pointfree.co")
    #expect(store.state.isSubscribed)
    #expect(store.state.log == ["email is blob@pointfree.co"], "`case .binding(\\.signUpData.email)` matched once")
  }

  @Test func setOnTheActionIsShortForBindingSet() {
    #expect(SignUpForm.Action.set(\.isSubscribed, true).binding == BindingAction<SignUpForm.State>.set(\.isSubscribed, true))
  }

  @Test func equalityComparesKeyPathAndValue() {
    let action = BindingAction<SignUpForm.State>.set(\.signUpData.email, "a")
    #expect(action == .set(\.signUpData.email, "a"))
    #expect(action != .set(\.signUpData.email, "b"))
    #expect(action != .set(\.signUpData.firstName, "a"))
  }

  @Test func dumpsAsTCADoes() {
    let action = SignUpForm.Action.binding(.set(\.signUpData.email, "blob@pointfree.co"))
    #expect(String(customDumping: action) == #"SignUpForm.Action.binding(.set(\State.signUpData.email, "blob@pointfree.co"))"#)
    #expect(String(customDumping: BindingAction<SignUpForm.State>.set(\.isSubscribed, true)) == #".set(\State.isSubscribed, true)"#)
  }

  @Test func caseKeyPathNamesTheProperty() {
    let action = SignUpForm.Action.binding(.set(\.isSubscribed, true))
    #expect(action[case: \.binding.isSubscribed] == true)
    #expect(action[case: \.binding.log] == nil)
  }
}

@Suite struct BindablePropertiesTests {
  @Test func observableStateListsItsDeclaredVars() {
    let names = BindableProperties.properties(of: SignUpForm.State.self).map(\.name)
    #expect(names == ["signUpData", "isSubscribed", "log", "alert"], "no computed, static or storage properties")
  }

  @Test func nestedObservableStructsListTheirVarsButNotLets() {
    let properties = BindableProperties.properties(of: SignUpData.self)
    #expect(properties.map(\.name) == ["email", "firstName", "age", "topics"])
    #expect(properties.map { displayName($0.valueType) } == ["String", "String", "Int", "Set"])
  }

  @Test func standardLibraryTypesAndEnumsHaveNoProperties() {
    #expect(BindableProperties.properties(of: String.self).isEmpty)
    #expect(BindableProperties.properties(of: [Int].self).isEmpty)
    #expect(BindableProperties.properties(of: Optional<Int>.self).isEmpty)
    #expect(BindableProperties.properties(of: SignUpForm.Action.self).isEmpty)
  }

  @Test func resolvesANestedPathToTheKeyPathSwiftWrites() throws {
    let property = try BindableProperties.resolve(["signUpData", "email"], in: SignUpForm.State.self)
    #expect(property.name == "signUpData.email")
    #expect(property.keyPath == \SignUpForm.State.signUpData.email)
    #expect(ObjectIdentifier(property.valueType) == ObjectIdentifier(String.self))
  }

  @Test func unknownNameListsTheCandidates() {
    #expect(throws: PropertyPathError.self) {
      try BindableProperties.resolve(["signUpData", "emial"], in: SignUpForm.State.self)
    }
    do {
      _ = try BindableProperties.resolve(["signUpData", "emial"], in: SignUpForm.State.self)
    } catch {
      #expect(error.index == 1)
      #expect(error.message == "SignUpData has no property 'emial'")
      #expect(error.candidates == ["email", "firstName", "age", "topics"])
    }
    do {
      _ = try BindableProperties.resolve(["signUpData", "email", "count"], in: SignUpForm.State.self)
    } catch {
      #expect(error.index == 2)
      #expect(error.message == "String has no properties to set")
    }
  }

  /// Through the macro's list, the key path goes through the declared property, so it equals the
  /// one written in Swift and `case .binding(\.profile.email)` matches it.
  @available(*, deprecated, message: "Forms a key path through the deprecated 'Shared' setter")
  @Test func observableStateKeyPathsGoThroughTheDeclaredProperty() throws {
    let property = try BindableProperties.resolve(["profile", "email"], in: ObservedState.self)
    #expect(property.keyPath == \ObservedState.profile.email)
    #expect(BindableProperties.names(of: \ObservedState.profile.email) == ["profile", "email"])
  }

  @Test func aBindingActionBuiltFromAResolvedPathSetsState() throws {
    let property = try BindableProperties.resolve(["signUpData", "age"], in: SignUpForm.State.self)
    let action = try #require(BindingAction<SignUpForm.State>._set(property, 42))
    #expect(action == .set(\.signUpData.age, 42))
    #expect(BindingAction<SignUpForm.State>._set(property, "forty-two") == nil, "wrong value type")
  }
}

/// A feature whose binding actions come through a view action, as TCA's `ViewAction` pattern
/// has them.
@Reducer
private struct ViewActionForm {
  @ObservableState
  struct State: Equatable {
    var name = ""
  }

  enum Action {
    case view(View)

    enum View: BindableAction {
      case binding(BindingAction<State>)
    }
  }

  var body: some ReducerOf<Self> {
    BindingReducer(action: \.view)
  }
}

@MainActor
@Suite struct ViewActionBindingTests {
  @Test func bindingReducerReadsBindingsInsideAViewAction() {
    let store = Store(initialState: ViewActionForm.State()) { ViewActionForm() }
    store.send(.view(.binding(.set(\.name, "Blob"))))
    #expect(store.state.name == "Blob")
  }
}
