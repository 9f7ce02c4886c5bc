/// Defines a feature: conforms the struct to ``Reducer`` and makes its `Action` enum
/// `@CasePathable`, exactly as TCA's `@Reducer` does.
///
/// ```swift
/// @Reducer
/// struct Counter {
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
/// In the playground it also applies ``CaseReflectable()`` to `Action`, which lets the shell
/// parse, list and complete the feature's actions.
@attached(extension, conformances: Reducer)
@attached(memberAttribute)
public macro Reducer() =
  #externalMacro(module: "ComposableArchitectureMacros", type: "ReducerMacro")

/// Lists an enum's cases for the playground shell. ``Reducer()`` applies it to `Action`; you
/// never write it in a feature.
@attached(extension, conformances: CaseReflectable)
@attached(member, names: named(reflectedCases))
@attached(memberAttribute)
public macro CaseReflectable() =
  #externalMacro(module: "ComposableArchitectureMacros", type: "CaseReflectableMacro")

/// ``CaseReflectable()`` for an enum nested in a reflected enum, such as `Action.Delegate`.
@attached(extension, conformances: CaseReflectable)
@attached(member, names: named(reflectedCases))
public macro _NestedCaseReflectable() =
  #externalMacro(module: "ComposableArchitectureMacros", type: "CaseReflectableMacro")
