import LessonRegistry

extension Lesson {
  static func recursion(_ folder: LessonFolder) -> Lesson {
    Lesson(
      id: folder.id,
      title: "Higher-order reducers: Recursion",
      summary: "a folder whose subfolders run the same reducer, to any depth, with forEach",
      uses: ["uuid"],
      tutorial: folder.tutorial,
      initialState: { Folder.State(name: "Home") },
      initialStateSource: #"Folder.State(name: "Home")"#,
      reducer: { Folder() }
    )
  }
}
