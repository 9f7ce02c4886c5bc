import PlaygroundText


/// Commands with a file the user names: `:record [FILE]`, `:save FILE`, `:load FILE`. They write
/// and read through the session's ``TranscriptFiles``: in the shell, the current folder; in a
/// check, the check's own temporary folder.
extension ShellCommand {
  static let save = ShellCommand(
    ":save", usage: ":save FILE", summary: "write the session so far as a transcript file",
    details: [
      "  :save bug.transcript   the steps that made the session as it is ('history' lists",
      "                         them), each after its prompt, then its output",
      "The steps are replayed in a fresh session with a fresh data folder, as 'check' runs",
      "the file, so 'tca-playground check bug.transcript' passes. Lessons and dependency modes",
      "appear as the load and dependency commands that chose them.",
      fileNameNote,
    ],
    complete: FileNameCompletion.complete,
    usesFiles: true
  ) { context, invocation throws(ParseError) in
    guard !invocation.argument.isEmpty else {
      throw ParseError(":save needs a file name, e.g. :save bug.transcript", column: nil)
    }
    do throws(FileCommandError) {
      let path = invocation.argument
      try context.transcripts.checkWritable(path, verb: "save")
      guard let transcript = try await context.control.transcriptOfSteps() else {
        throw FileCommandError("nothing to save: no step has changed the session yet ('history' lists the steps)")
      }
      for line in try context.transcripts.save(transcript, steps: context.timeTravel.history.position, to: path) {
        context.output.append(line)
      }
    } catch {
      throw ParseError(error.description, column: nil)
    }
    return .proceed
  }

  /// Listed by `help` like the others; the shell acts on it before a line reaches the
  /// session (see ``ShellDirective``), so this value only describes it.
  static let loadSession = ShellCommand(
    ShellDirective.loadName, usage: ":load FILE", summary: "replay a transcript file here, then go on from where it ends",
    details: [
      "  :load bug.transcript   loads the file's lesson, then runs its commands one by one,",
      "                         as if typed (also: tca-playground LESSON --replay FILE)",
      "A command whose output differs from the file gets a warning; the replay stops at the",
      "first command that prints an error. Each command is a step: 'undo' takes it back.",
      fileNameNote,
    ],
    complete: FileNameCompletion.complete,
    usesFiles: true
  ) { _, _ in .proceed }

  /// Listed by `help`; the shell runs it (see ``ShellDirective``).
  static let reload = ShellCommand(
    ShellDirective.reloadName, usage: ":reload [--watch]",
    summary: "rebuild, replay the session on the new code and show what changed",
    details: [
      "  :reload           swift build --product tca-playground in the playground's package,",
      "                    with this binary's configuration (debug or release); compiler",
      "                    errors print as the compiler prints them, and the session goes on",
      "                    unchanged. On success the new build replays the session so far and",
      "                    the shell prints the output's diff, old against new, or 'same output';",
      "                    then the session goes on in the new build, with its history,",
      "                    settings and tutorial progress.",
      "  :reload --watch   the same whenever a Swift file under Lessons/ changes, until Ctrl-C",
      "The package is the one this binary was built in, or tca-playground --package PATH.",
    ]
  ) { _, _ in .proceed }

  static let record = ShellCommand(
    ":record", usage: ":record [FILE]",
    summary: "record from here into a transcript file; :record again stops",
    details: [
      "  :record counter.transcript  start recording: each command after the prompt, then its output",
      "  :record                     stop, and save the file (also: :record stop, or leaving the shell)",
      "The file is rewritten whole after every command, so a session that ends suddenly",
      "keeps what it recorded; a failed write keeps recording in memory, and ':record FILE'",
      "moves it to another file. Check it later with 'tca-playground check counter.transcript'.",
      "A check runs :record and :save in a",
      "temporary folder of its own, so checking a transcript never writes in yours.",
      fileNameNote,
    ],
    complete: FileNameCompletion.complete,
    usesFiles: true
  ) { context, invocation throws(ParseError) in
    let argument = invocation.argument
    do throws(FileCommandError) {
      if argument.isEmpty || argument == "stop" {
        context.output.append(try context.transcripts.stopRecording())
      } else {
        context.output.append(try context.transcripts.startRecording(to: argument))
      }
    } catch {
      throw ParseError(error.description, column: nil)
    }
    return .proceed
  }

  private static let fileNameNote =
    "FILE is relative to the current folder, or starts with / or ~/; Tab completes it."
}
