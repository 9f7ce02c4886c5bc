import LessonRegistry

extension Lesson {
  static func recursion(_ folder: LessonFolder) -> Lesson {
    Lesson(
      id: folder.id,
      title: "Higher-order reducers: Recursion",
      summary: "a reducer whose rows run the same reducer, to any depth, with forEach",
      uses: ["uuid"],
      tutorial: folder.tutorial,
      initialState: { Nested.State(name: "Root") },
      initialStateSource: #"Nested.State(name: "Root")"#,
      reducer: { Nested() }
    )
  }
}
