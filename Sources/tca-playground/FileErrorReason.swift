import Foundation

/// The system's words for a failed file read or write, such as `permission denied`, rather
/// than Foundation's sentence around them; for messages that already name the file.
func fileErrorReason(_ error: any Error) -> String {
  guard let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? POSIXError else {
    return error.localizedDescription
  }
  return String(cString: strerror(underlying.code.rawValue)).lowercased()
}
