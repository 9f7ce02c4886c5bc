import ComposableArchitecture

/// A volunteer's sign-up for the harbour festival crew: what the flow collects. The root owns it
/// as `@Shared` and hands every step a reference to it, so an edit in one step is an edit in all
/// of them. `@ObservableState` lets views, and the shell, bind to its fields:
/// `\.signUpData.email`.
@ObservableState
struct SignUpData: Codable, Equatable {
  var email = ""
  var password = ""
  var passwordAgain = ""
  var nickname = ""
  var phone = ""
  var shifts: Set<Shift> = []
}

/// A slot on the festival weekend a volunteer can take.
enum Shift: String, CaseIterable, Codable, Hashable {
  case setUp = "Friday set-up"
  case gate = "Gate and wristbands"
  case foodStall = "Food stall"
  case stage = "Stage crew"
  case cleanUp = "Sunday clean-up"
}
