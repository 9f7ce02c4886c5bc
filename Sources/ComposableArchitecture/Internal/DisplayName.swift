/// A type's name as custom-dump prints it: `Counter.Action`, `Result<String, any Error>`.
package func displayName(_ type: Any.Type) -> String {
  let dumped = String(customDumping: type)
  return dumped.hasSuffix(".self") ? String(dumped.dropLast(5)) : dumped
}
