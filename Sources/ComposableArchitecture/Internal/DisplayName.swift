import Synchronization

/// A type's name as custom-dump prints it: `Counter.Action`, `Result<String, any Error>`.
///
/// Kept per type: custom-dump names a type through six regular-expression replacements, which
/// Foundation compiles anew at each call, and a type's name never changes.
package func displayName(_ type: Any.Type) -> String {
  if let name = displayNames.withLock({ $0[ObjectIdentifier(type)] }) { return name }
  let dumped = String(customDumping: type)
  let name = dumped.hasSuffix(".self") ? String(dumped.dropLast(5)) : dumped
  displayNames.withLock { $0[ObjectIdentifier(type)] = name }
  return name
}

private let displayNames = Mutex<[ObjectIdentifier: String]>([:])
