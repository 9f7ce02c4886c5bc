import ComposableArchitecture
import LessonRegistry

extension Lesson {
  static func signUp(_ folder: LessonFolder) -> Lesson {
    Lesson(
      id: folder.id,
      title: "Sign-up flow",
      summary: "a volunteer's sign-up: a navigation stack of steps sharing one @Shared value",
      // A test writes each screen it pushes or presents, with the shared reference it hands on,
      // as SignUpFeature and ReviewStep make them:
      // `$0.path[id: 1] = .profile(ProfileStep.State(signUpData: $0.$signUpData))`.
      initializers: [
        .initializer("signUpData") { (signUpData: Shared<SignUpData>) in AccountStep.State(signUpData: signUpData) },
        .initializer("returnsToReview", "signUpData") { (returns: Bool, signUpData: Shared<SignUpData>) in
          AccountStep.State(returnsToReview: returns, signUpData: signUpData)
        },
        .initializer("signUpData") { (signUpData: Shared<SignUpData>) in ProfileStep.State(signUpData: signUpData) },
        .initializer("returnsToReview", "signUpData") { (returns: Bool, signUpData: Shared<SignUpData>) in
          ProfileStep.State(returnsToReview: returns, signUpData: signUpData)
        },
        .initializer("shifts") { (shifts: Shared<Set<Shift>>) in ShiftsStep.State(shifts: shifts) },
        .initializer("returnsToReview", "shifts") { (returns: Bool, shifts: Shared<Set<Shift>>) in
          ShiftsStep.State(returnsToReview: returns, shifts: shifts)
        },
        .initializer("signUpData") { (signUpData: Shared<SignUpData>) in ReviewStep.State(signUpData: signUpData) },
      ],
      uses: ["dismiss"],
      tutorial: folder.tutorial,
      initialState: { SignUpFeature.State(signUpData: Shared(value: SignUpData())) },
      initialStateSource: "SignUpFeature.State(signUpData: Shared(value: SignUpData()))",
      reducer: { SignUpFeature() }
    )
  }
}
