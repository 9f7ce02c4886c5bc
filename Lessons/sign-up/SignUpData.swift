import ComposableArchitecture

/// What the sign-up flow collects. The root owns it as `@Shared`; every step holds a
/// reference to it, so an edit in any step is an edit everywhere. `@ObservableState` lets views,
/// and the shell, bind to its fields: `\.signUpData.email`.
@ObservableState
struct SignUpData: Codable, Equatable {
  var email = ""
  var firstName = ""
  var lastName = ""
  var password = ""
  var passwordConfirmation = ""
  var phoneNumber = ""
  var topics: Set<Topic> = []

  enum Topic: String, CaseIterable, Codable, Hashable {
    case advancedSwift = "Advanced Swift"
    case composableArchitecture = "Composable Architecture"
    case concurrency = "Concurrency"
    case modernSwiftUI = "Modern SwiftUI"
    case swiftUI = "SwiftUI"
    case testing = "Testing"
  }
}
