import PlaygroundSession
import PlaygroundTerminal
import PlaygroundText

/// The shell when standard input is not a terminal: each command is echoed after the prompt
/// before its output, so the output is a transcript. A line that has not arrived yet is waited
/// for on a background thread, so the main actor, where effects run, never blocks on input.
@MainActor
struct PipedLoop {
  let driver: SessionDriver
  let printer: LinePrinter
  /// Run before the first line read, echoed as if it had been typed: `learn`.
  var firstCommand: String?
  /// A transcript to replay before the first line read: `--replay FILE`.
  var replayPath: String?
  /// Input an older build read ahead and did not run before `:reload` moved the session here.
  var readAhead: [UInt8] = []
  /// Whether the older build was watching (`:reload --watch`): this one goes on watching first.
  var resumesWatching = false

  func run() async {
    if let firstCommand {
      printer.print(OutputLine(driver.playground.echo(firstCommand)))
      if await !driver.run(firstCommand) { return }
    }
    if let replayPath, await !driver.load(replayPath) { return }
    if resumesWatching { await driver.watch() }
    var number = 0
    var lines = StandardInputLines(readAhead: readAhead).makeAsyncIterator()
    // A reload hands what was read ahead to the new build, which goes on reading.
    driver.reload.unreadInput = { [lines] in lines.unread }
    // On this actor, as `for await` would: a hop off it starts a thread for the main queue.
    while let input = await lines.next(isolation: #isolation) {
      number += 1
      switch input {
      case let .text(line):
        printer.print(OutputLine(driver.playground.echo(line)))
        if await !driver.run(line) { return }
      case let .tooLong(byteCount):
        printer.print(OutputLine(driver.playground.prompt + "[\(byteCount) bytes]"))
        printer.print(OutputLine(
          "error: line \(number) is \(byteCount) bytes long, over the limit of \(StandardInputLines.defaultMaximumLineLength); it was skipped",
          style: .error
        ))
      }
    }
    driver.playground.finish()
  }
}
