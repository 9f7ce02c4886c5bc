/// A raw multi-line string literal whose value is exactly `text`: enough `#`s that no `"` or
/// `\` in the text is followed by as many.
func rawLiteral(_ text: String) -> String {
  var hashes = "#"
  while text.contains("\"" + hashes) || text.contains("\\" + hashes) { hashes += "#" }
  // The line break before the closing delimiter is not part of the value, so a text ending
  // in a line break needs an empty line before it.
  return "\(hashes)\"\"\"\n\(text)\n\"\"\"\(hashes)"
}
