/// What the completer offers for the text before the cursor.
///
/// `candidates` are whole replacements for the last `replacing` characters before the cursor
/// (the word being completed), and are inserted verbatim: end a candidate with a space when
/// accepting it should move on to the next word, the way shells complete command names.
///
/// ```swift
/// // "se" ⇥
/// Completion(candidates: ["send "], replacing: 2)
/// // "send .inc" ⇥
/// Completion(candidates: [".incrementButtonTapped"], replacing: 4)
/// ```
public struct Completion: Equatable, Sendable {
  public var candidates: [String]
  /// How many characters (grapheme clusters) before the cursor the candidates replace.
  public var replacing: Int

  public init(candidates: [String], replacing: Int) {
    self.candidates = candidates
    self.replacing = replacing
  }

  /// Nothing to offer: Tab beeps.
  public static let none = Completion(candidates: [], replacing: 0)
}

/// What Tab does with a ``Completion``, bash-style.
enum CompletionAction: Equatable {
  /// Replace the typed word with this text.
  case replace(with: String)
  /// Show these candidates below the line, then redraw the prompt and line.
  case list([String])
  /// Nothing to offer.
  case beep
}

extension Completion {
  /// - One candidate: complete to it.
  /// - Several: extend the typed word to their longest common prefix; when that adds nothing,
  ///   list them.
  func action(typedWord: String) -> CompletionAction {
    var seen = Set<String>()
    let candidates = candidates.filter { seen.insert($0).inserted }
    switch candidates.count {
    case 0:
      return .beep
    case 1:
      return .replace(with: candidates[0])
    default:
      let prefix = longestCommonPrefix(candidates)
      if prefix.count > typedWord.count, prefix.hasPrefix(typedWord) {
        return .replace(with: prefix)
      }
      return .list(candidates)
    }
  }
}

/// The longest string every one of `strings` starts with, compared by `Character` so a prefix
/// never ends inside a grapheme cluster ("e" + combining diaeresis stays whole).
func longestCommonPrefix(_ strings: [String]) -> String {
  guard var prefix = strings.first.map(Array.init) else { return "" }
  for string in strings.dropFirst() {
    let common = zip(prefix, string).prefix { $0 == $1 }.count
    prefix.removeSubrange(common...)
  }
  return String(prefix)
}
