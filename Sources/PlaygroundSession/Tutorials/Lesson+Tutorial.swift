extension Lesson {
  /// The guided tutorial `learn` runs, parsed from the lesson's `Tutorial.md` the first time it
  /// is asked for, not at start-up, where reading all five was most of the time the shell
  /// took to start; a script with a mistake is kept as the error `learn` prints. `nil` when
  /// the lesson has no tutorial.
  public var tutorial: Result<Tutorial, TutorialScriptError>? {
    memo.value { TutorialReading(tutorialFiles) }?.result
  }

  /// Whether the lesson has a tutorial whose script reads without a mistake.
  var hasWorkingTutorial: Bool {
    (try? tutorial?.get()) != nil
  }
}

/// What reading a tutorial's script gave. Not a `Result` until it is read: the runtime makes
/// `Result<Tutorial, TutorialScriptError>`'s type only after looking up the error's `Error`
/// conformance, which registering the lessons would otherwise make every start-up wait on.
private enum TutorialReading: Sendable {
  case read(Tutorial)
  case mistake(TutorialScriptError)

  init?(_ files: TutorialFiles?) {
    guard let files else { return nil }
    do throws(TutorialScriptError) {
      self = .read(try Tutorial(files))
    } catch {
      self = .mistake(error)
    }
  }

  var result: Result<Tutorial, TutorialScriptError> {
    switch self {
    case let .read(tutorial): .success(tutorial)
    case let .mistake(error): .failure(error)
    }
  }
}
