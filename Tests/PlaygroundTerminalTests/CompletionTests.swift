import Testing

@testable import PlaygroundTerminal

@Suite struct CompletionTests {
  @Test func nothingToOfferBeeps() {
    #expect(Completion.none.action(typedWord: "xyz") == .beep)
  }

  @Test func aUniqueCandidateReplacesTheWord() {
    let completion = Completion(candidates: ["send "], replacing: 2)
    #expect(completion.action(typedWord: "se") == .replace(with: "send "))
  }

  @Test func repeatedCandidatesCountOnce() {
    let completion = Completion(candidates: ["send ", "send "], replacing: 2)
    #expect(completion.action(typedWord: "se") == .replace(with: "send "))
  }

  @Test func severalCandidatesExtendToTheirCommonPrefix() {
    let completion = Completion(
      candidates: [".incrementButtonTapped", ".incrementTwice"], replacing: 2)
    #expect(completion.action(typedWord: ".i") == .replace(with: ".increment"))
  }

  @Test func severalCandidatesAreListedWhenThePrefixAddsNothing() {
    let completion = Completion(candidates: ["state ", "stats "], replacing: 4)
    #expect(completion.action(typedWord: "stat") == .list(["state ", "stats "]))
  }

  @Test func candidatesThatDoNotExtendTheTypedWordAreListedNotApplied() {
    // A fuzzy completer may offer words the typed text is not a prefix of; replacing the word
    // with their common prefix would delete what was typed.
    let completion = Completion(candidates: ["increment", "incrementTwice"], replacing: 3)
    #expect(completion.action(typedWord: "inx") == .list(["increment", "incrementTwice"]))
  }

  @Test func longestCommonPrefixComparesWholeCharacters() {
    #expect(longestCommonPrefix(["send", "state", "stats"]) == "s")
    #expect(longestCommonPrefix(["state", "stats"]) == "stat")
    #expect(longestCommonPrefix(["only"]) == "only")
    #expect(longestCommonPrefix([]) == "")
    // "e" + combining diaeresis is one character, different from a plain "e".
    #expect(longestCommonPrefix(["Zoe\u{308}", "Zoey"]) == "Zo")
  }
}
