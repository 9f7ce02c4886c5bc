/// Defines a feature, exactly as TCA's `@Reducer` does.
///
/// On a struct, it conforms the struct to ``Reducer``, gives `body` its ``ReducerBuilder``, and
/// makes its `Action` enum `@CasePathable`:
///
/// ```swift
/// @Reducer
/// struct Counter {
///   @ObservableState
///   struct State: Equatable { var count = 0 }
///   enum Action { case incrementButtonTapped }
///   var body: some ReducerOf<Self> {
///     Reduce { state, action in
///       state.count += 1
///       return .none
///     }
///   }
/// }
/// ```
///
/// On an enum of features, it writes the `State` and `Action` enums, with one case per
/// feature, and a `body` that runs each case's feature, for a navigation stack or a
/// destination:
///
/// ```swift
/// @Reducer
/// enum Path {
///   case basics(BasicsFeature)
///   case topics(TopicsFeature)
/// }
/// extension Path.State: Equatable {}
/// ```
///
/// A case holding `AlertState<Alert>` is an alert: its state is the alert and its action is
/// `Alert`. Mark a case that holds plain state, not a feature, with ``ReducerCaseIgnored()``.
///
/// In the playground it also applies ``CaseReflectable()`` to `Action`, which lets the shell
/// parse, list and complete the feature's actions.
@attached(member, names: named(State), named(Action), named(body), named(_$CaseKeyPaths))
@attached(memberAttribute)
@attached(extension, conformances: Reducer, CaseReducer)
public macro Reducer() =
  #externalMacro(module: "ComposableArchitectureMacros", type: "ReducerMacro")

/// Marks a case of a `@Reducer enum` that holds plain state rather than a feature: its state is
/// the payload, and it has no actions.
@attached(peer, names: arbitrary)
public macro ReducerCaseIgnored() =
  #externalMacro(module: "ComposableArchitectureMacros", type: "ReducerCaseMarkerMacro")

/// Marks a case of a `@Reducer enum` that holds ephemeral state, such as an alert, whose
/// actions are its payload's generic argument. Cases of `AlertState` are ephemeral without it.
@attached(peer, names: arbitrary)
public macro ReducerCaseEphemeral() =
  #externalMacro(module: "ComposableArchitectureMacros", type: "ReducerCaseMarkerMacro")

/// Marks a feature's state as observable, as in modern TCA; binding actions need it.
///
/// ```swift
/// @ObservableState
/// struct State: Equatable {
///   var email = ""
/// }
/// ```
///
/// In the playground nothing observes state, so it adds no observation code: it conforms the
/// type to ``ObservableState`` and lists the struct's stored properties for the shell's binding
/// actions. State dumps exactly as it is declared.
@attached(extension, conformances: ObservableState)
@attached(member, names: named(_$properties), named(_$sharedProperties))
public macro ObservableState() =
  #externalMacro(module: "ComposableArchitectureMacros", type: "ObservableStateMacro")

/// Holds the state of a presented child, such as a sheet, a destination or an alert:
///
/// ```swift
/// @Presents var destination: Destination.State?
/// @Presents var alert: AlertState<Action.Alert>?
/// ```
///
/// The property reads and writes as a plain optional; `\.$destination` is the key path to its
/// ``PresentationState`` for `.ifLet(\.$destination, action: \.destination)`. It is stored as
/// `_destination`, which is how state dumps show it, as in TCA.
@attached(accessor, names: named(init), named(get), named(set))
@attached(peer, names: prefixed(`$`), prefixed(_))
public macro Presents() =
  #externalMacro(module: "ComposableArchitectureMacros", type: "PresentsMacro")

/// Lists an enum's cases for the playground shell. ``Reducer()`` applies it to `Action`; you
/// never write it in a feature.
@attached(extension, conformances: CaseReflectable)
@attached(member, names: named(reflectedCases))
@attached(memberAttribute)
public macro CaseReflectable() =
  #externalMacro(module: "ComposableArchitectureMacros", type: "CaseReflectableMacro")

/// ``CaseReflectable()`` for an enum nested in a reflected enum, such as `Action.Delegate`. A
/// macro may not expand to itself, so each level of nesting has its own; four levels are
/// reflected.
@attached(extension, conformances: CaseReflectable)
@attached(member, names: named(reflectedCases))
@attached(memberAttribute)
public macro _NestedCaseReflectable() =
  #externalMacro(module: "ComposableArchitectureMacros", type: "CaseReflectableMacro")

/// The second level of ``_NestedCaseReflectable()``.
@attached(extension, conformances: CaseReflectable)
@attached(member, names: named(reflectedCases))
@attached(memberAttribute)
public macro _NestedCaseReflectable2() =
  #externalMacro(module: "ComposableArchitectureMacros", type: "CaseReflectableMacro")

/// The third level of ``_NestedCaseReflectable()``.
@attached(extension, conformances: CaseReflectable)
@attached(member, names: named(reflectedCases))
@attached(memberAttribute)
public macro _NestedCaseReflectable3() =
  #externalMacro(module: "ComposableArchitectureMacros", type: "CaseReflectableMacro")

/// The fourth and last level of ``_NestedCaseReflectable()``.
@attached(extension, conformances: CaseReflectable)
@attached(member, names: named(reflectedCases))
public macro _NestedCaseReflectable4() =
  #externalMacro(module: "ComposableArchitectureMacros", type: "CaseReflectableMacro")

/// Lets a type that holds a `store` of `R` send `R`'s view actions without wrapping them, as
/// TCA's does for a view:
///
/// ```swift
/// @ViewAction(for: Login.self)
/// struct LoginView {
///   let store: StoreOf<Login>
///
///   func loginTapped() {
///     send(.loginButtonTapped)   // store.send(.view(.loginButtonTapped))
///   }
/// }
/// ```
///
/// It conforms the type to ``ViewActionSending``. A type without a `store` property is an
/// error, and `store.send(…)` in the type a warning, as in TCA.
@attached(extension, conformances: ViewActionSending)
public macro ViewAction<R: Reducer>(for: R.Type) =
  #externalMacro(module: "ComposableArchitectureMacros", type: "ViewActionMacro")
