import Testing
@Test func scratchDump() {
  let r = expand("""
    @Reducer
    struct Feature {
      struct State {}
      enum Action {
        case tap
      }
      var body: some ReducerOf<Self> {
        EmptyReducer()
      }
    }
    """, macros: ["Reducer": reducerMacro])
  print("<<<\(r.source)>>>", r.messages)
  let c = expand("""
    @CaseReflectable
    enum Action {
      case a
      case b(Int)
      case c(id: Int, name: String), d(_ x: Result<String, any Error>)
      case `default`
    }
    """, macros: ["CaseReflectable": caseReflectableMacro])
  print("<<<\(c.source)>>>", c.messages)
}
