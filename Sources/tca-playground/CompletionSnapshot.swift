import PlaygroundSession
import PlaygroundTerminal
import Synchronization

/// The latest ``CompletionContext``, shared between the main actor, which puts a fresh one
/// before each prompt, and the line editor's thread, which completes from it on Tab. The lock
/// is held only to copy the value, never while completing.
final class CompletionSnapshot: Sendable {
  private let context = Mutex<CompletionContext?>(nil)

  func update(_ context: CompletionContext) {
    self.context.withLock { $0 = context }
  }

  /// The line editor's completer.
  func complete(_ lineBeforeCursor: String) -> Completion {
    guard let context = context.withLock({ $0 }) else { return .none }
    let completions = context.completions(for: lineBeforeCursor)
    return Completion(candidates: completions.candidates, replacing: completions.replacing)
  }
}
