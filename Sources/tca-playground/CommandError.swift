/// Why a command cannot go on: bad usage, a path that does not exist, a file it cannot write.
/// The description is one line, printed after `error: `; `check` then exits with status 2.
struct CommandError: Error, CustomStringConvertible {
  let description: String

  init(_ description: String) {
    self.description = description
  }
}
