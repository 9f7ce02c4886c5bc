/// What Tab offers for the text before the cursor: whole replacements for the last `replacing`
/// characters (the word being completed), inserted verbatim.
///
/// A candidate ends with a space when accepting it should move on to the next word (command
/// names, lessons, dependency names and modes, durations), and with `(` when it is an action
/// case with a payload; pieces of an action or a path end bare, because punctuation comes next.
///
/// ```swift
/// context.completions(for: "se")         // ["send "], replacing 2
/// context.completions(for: "send .inc")  // [".incrementButtonTapped"], replacing 4
/// ```
public struct Completions: Equatable, Sendable {
  /// In the order the shell lists them (`help`'s order for commands, declaration order for
  /// cases), without repeats.
  public var candidates: [String]
  /// How many characters (grapheme clusters) before the cursor the candidates replace.
  public var replacing: Int

  public init(candidates: [String], replacing: Int) {
    self.candidates = candidates
    self.replacing = replacing
  }

  /// Nothing to offer.
  public static let none = Completions(candidates: [], replacing: 0)

  /// The `spellings` that extend `word`, each replacing it.
  init(_ spellings: [String], extending word: some StringProtocol) {
    var seen = Set<String>()
    let candidates = spellings.filter { $0.hasPrefix(word) && seen.insert($0).inserted }
    self = candidates.isEmpty ? .none : Completions(candidates: candidates, replacing: word.count)
  }
}
