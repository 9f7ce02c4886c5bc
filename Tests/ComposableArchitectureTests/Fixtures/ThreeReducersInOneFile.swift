import ComposableArchitecture

// Compiled as it stands, the file is the test: with the extension macros of the generated
// `State` and `Action` left to expand, Swift 6.3.1 died with signal 11 type-checking it (see
// ReducerMacroGeneratedConformancesTests). Keep nothing else in it.

@Reducer struct ThreeReducersEmptyFeature {}

@Reducer enum ThreeReducersFirstEnum {}

@Reducer enum ThreeReducersSecondEnum {}
