import Foundation
import PlaygroundTerminal

/// The system's words for a failed file read or write, such as `permission denied`, rather
/// than Foundation's sentence around them, or why a file must not be replaced (`it is a FIFO,
/// not a regular file`); for messages that already name the file.
func fileErrorReason(_ error: any Error) -> String {
  if let error = error as? StateFile.WriteError { return TranscriptFolder.Problem(error).description }
  guard let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? POSIXError else {
    return error.localizedDescription
  }
  return String(cString: strerror(underlying.code.rawValue)).lowercased()
}
