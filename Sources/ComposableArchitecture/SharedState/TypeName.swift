import CustomDump

/// A type's name as custom-dump prints it, for messages: `Stats`, `Set<SignUpData.Topic>`.
func typeName(_ type: Any.Type) -> String {
  let dumped = String(customDumping: type)
  return dumped.hasSuffix(".self") ? String(dumped.dropLast(5)) : dumped
}
