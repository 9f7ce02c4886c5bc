import ComposableArchitecture
import PlaygroundSession

extension Lesson {
  static let signUp = Lesson(
    id: "sign-up",
    title: "Sign-up flow",
    summary: "a navigation stack of steps sharing one @Shared value",
    uses: ["dismiss"],
    tutorial: .embedded("sign-up"),
    initialState: { SignUpFeature.State(signUpData: Shared(value: SignUpData())) },
    initialStateSource: "SignUpFeature.State(signUpData: Shared(value: SignUpData()))",
    reducer: { SignUpFeature() }
  )
}
