import CustomDump

/// A value as custom-dump writes it, every line indented by `indent` spaces: how messages set
/// an action or a state in under their headline.
func dumped<Value>(_ value: Value, indent: Int) -> String {
  var text = ""
  customDump(value, to: &text, indent: indent)
  return text
}
