import ComposableArchitecture
import LessonRegistry

extension Lesson {
  static func signUp(_ folder: LessonFolder) -> Lesson {
    Lesson(
      id: folder.id,
      title: "Sign-up flow",
      summary: "a navigation stack of steps sharing one @Shared value",
      // A test writes each screen it pushes, with the shared reference it hands on, as
      // SignUpFeature and SummaryFeature make them:
      // `$0.path[id: 1] = .personalInfo(PersonalInfoFeature.State(signUpData: $0.$signUpData))`.
      initializers: [
        .initializer("signUpData") { (signUpData: Shared<SignUpData>) in BasicsFeature.State(signUpData: signUpData) },
        .initializer("isEditingFromSummary", "signUpData") { (editing: Bool, signUpData: Shared<SignUpData>) in
          BasicsFeature.State(isEditingFromSummary: editing, signUpData: signUpData)
        },
        .initializer("signUpData") { (signUpData: Shared<SignUpData>) in PersonalInfoFeature.State(signUpData: signUpData) },
        .initializer("isEditingFromSummary", "signUpData") { (editing: Bool, signUpData: Shared<SignUpData>) in
          PersonalInfoFeature.State(isEditingFromSummary: editing, signUpData: signUpData)
        },
        .initializer("topics") { (topics: Shared<Set<SignUpData.Topic>>) in TopicsFeature.State(topics: topics) },
        .initializer("isEditingFromSummary", "topics") { (editing: Bool, topics: Shared<Set<SignUpData.Topic>>) in
          TopicsFeature.State(isEditingFromSummary: editing, topics: topics)
        },
        .initializer("signUpData") { (signUpData: Shared<SignUpData>) in SummaryFeature.State(signUpData: signUpData) },
      ],
      uses: ["dismiss"],
      tutorial: folder.tutorial,
      initialState: { SignUpFeature.State(signUpData: Shared(value: SignUpData())) },
      initialStateSource: "SignUpFeature.State(signUpData: Shared(value: SignUpData()))",
      reducer: { SignUpFeature() }
    )
  }
}
