/// What Tab offers for a command's argument typed so far: the text after the command's name, up
/// to the cursor. It runs on the line editor's thread, from the snapshot alone.
///
/// Each command names its own (``ShellCommand/complete``); this folder holds the kinds they
/// share, and the command registry hands a line to the one its first word names.
typealias ArgumentCompletion = @Sendable (_ argumentBeforeCursor: String, CompletionContext) -> Completions
