/// `open`'s arguments as the shell's `open` line and the generated registration hold them
/// (`tca-playground open` reads its own with swift-argument-parser): words split at spaces,
/// a word in single or double quotes kept whole, `--state 'Form.State(name: "a")'`.
public struct OpenArguments: Equatable, Sendable {
  public var request: OpenRequest
  /// `--explain`: print the edits and open nothing.
  public var explain: Bool

  public init(_ words: [String]) throws(OpenError) {
    request = OpenRequest(paths: [])
    explain = false
    var rest = words[...]
    while let word = rest.popFirst() {
      switch word {
      case "--explain":
        explain = true
      case "--feature", "--state":
        guard let value = rest.popFirst() else { throw OpenError("open: \(word) needs a value") }
        if word == "--feature" { request.feature = value } else { request.state = value }
      default:
        guard !word.hasPrefix("--") else {
          throw OpenError("open takes PATH…, --feature NAME, --state EXPR and --explain, not \(word)")
        }
        request.paths.append(word)
      }
    }
  }

  /// Reads `line`, the text after `open`.
  public init(line: String) throws(OpenError) {
    try self.init(Self.words(line))
  }

  static func words(_ line: String) throws(OpenError) -> [String] {
    var words: [String] = []
    var word: String?
    var quote: Character?
    for character in line {
      if let open = quote {
        if character == open { quote = nil } else { word!.append(character) }
      } else if character == "'" || character == "\"" {
        quote = character
        word = word ?? ""
      } else if character == " " || character == "\t" {
        if let done = word { words.append(done) }
        word = nil
      } else {
        word = (word ?? "") + String(character)
      }
    }
    guard quote == nil else { throw OpenError("open: a quote (\(quote!)) is not closed") }
    if let word { words.append(word) }
    return words
  }
}
