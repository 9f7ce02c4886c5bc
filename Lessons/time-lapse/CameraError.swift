/// Why the camera gave up on a clip. The camera throws it, and `Shoot` sends it back in
/// `cameraFailed`: a value of the app's own and `Equatable`, so a test receives the failure by
/// value, `receive(\.shoot.cameraFailed, .cardFull)`, as it receives a frame. An action that
/// carried `any Error` could be matched by its case only.
enum CameraError: Error, Equatable, CaseIterable {
  /// The memory card had no room for the next frame, so the clip could not be saved.
  case cardFull

  /// What the alert tells the user.
  var message: String {
    switch self {
    case .cardFull: "The memory card is full: the clip was not saved."
    }
  }
}
