/// Why a command cannot do what it was asked: bad usage, a path that does not exist, a file it
/// cannot read or write. The description is one line, printed after `error: `; when one stops
/// `check` or `record`, the program exits with status 2.
struct CommandError: Error, CustomStringConvertible {
  let description: String

  init(_ description: String) {
    self.description = description
  }
}
