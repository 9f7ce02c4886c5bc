import Foundation

/// Foundation's values as TCA's tests write them (ComposableArchitecture re-exports Foundation,
/// so the test needs no import of its own).

/// `UUID(1)`, swift-dependencies' initializer, for the UUIDs `.incrementing` makes;
/// `UUID(uuidString: "…")!` for others.
extension UUID: SwiftLiteralSpelled {
  var swiftLiteral: String {
    shellSpelling + (incrementingNumber == nil ? "!" : "")
  }
}

/// `IndexSet(integer: 1)` for one offset, `IndexSet([0, 2])` for more.
extension IndexSet: SwiftLiteralSpelled {
  var swiftLiteral: String {
    count == 1 ? "IndexSet(integer: \(first!))" : "IndexSet(\(Array(self)))"
  }
}

/// `URL(fileURLWithPath: "/tmp/memo.m4a")` for a file, `URL(string: "…")!` otherwise.
extension URL: SwiftLiteralSpelled {
  var swiftLiteral: String {
    shellSpelling + (isFileURL ? "" : "!")
  }
}

/// A download's bytes: as text when they are UTF-8, as a test builds them, else byte by byte.
extension Data: SwiftLiteralSpelled {
  var swiftLiteral: String {
    String(data: self, encoding: .utf8).map { "Data(\($0.debugDescription).utf8)" } ?? "Data(\(Array(self)))"
  }
}
