/// A test-mode closure as the learner typed it, which the export writes as typed: the test
/// asserts what the learner asserted, in their spelling (`$0.rows = [...]` stays a whole
/// assignment). A diff of the states could not stand in for it: when a test store is not
/// exhaustive, its closure gets the state after the action, so a closure that passes changes
/// nothing, and the diff would find no assignment to write.
///
/// Each statement is kept as typed, with every value in it held as the value the shell built,
/// which the export spells in Swift as it spells the states (`UUID(0)`, a struct, a case).
struct TypedClosure: Equatable, Sendable {
  enum Piece: Equatable, Sendable {
    /// Names, operators and punctuation, as typed: `$0.destination = `.
    case text(String)
    /// A value typed in the statement.
    case value(ExportValue)
  }

  let statements: [[Piece]]

  /// One statement's pieces without the white space that ended it, before its `;` or `}`.
  static func trimmingEnd(_ pieces: [Piece]) -> [Piece] {
    var pieces = pieces
    if case let .text(last)? = pieces.last {
      pieces[pieces.count - 1] = .text(String(last.reversed().drop(while: \.isWhitespace).reversed()))
    }
    return pieces.filter { $0 != .text("") }
  }

  /// The statements in Swift, one per line, after the constants that read `@Shared`
  /// references a write through an optional's `?` uses (see
  /// `StateAssignments.hoistingSharedReferences(in:context:into:)`).
  func lines(context: SwiftSource.Context) throws(ExportError) -> [String] {
    var hoisted: [String] = []
    var lines: [String] = []
    for pieces in statements {
      let writesThroughOptional = pieces.contains { if case let .text(text) = $0 { text.contains("?") } else { false } }
      var line = ""
      for piece in pieces {
        switch piece {
        case let .text(text):
          line += text
        case let .value(value):
          let source = try SwiftSource.render(value, context: context)
          line += writesThroughOptional
            ? StateAssignments.hoistingSharedReferences(in: source, context: context, into: &hoisted) : source
        }
      }
      lines.append(line)
    }
    return hoisted + lines
  }
}
