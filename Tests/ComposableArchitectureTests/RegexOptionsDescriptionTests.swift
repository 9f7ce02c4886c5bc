import CustomDump
import Foundation
import Testing

import ComposableArchitecture

/// corelibs-foundation keys its regex cache by interpolating the options; their description is
/// now the raw value, not a `Mirror` print, and custom-dump names types as before.
@Suite struct RegexOptionsDescriptionTests {
  @Test func optionsDescribeThemselvesByTheirRawValue() {
    #expect("\(NSRegularExpression.Options([.caseInsensitive, .anchorsMatchLines]))" == "17")
  }

  @Test func customDumpNamesGenericTypesAsBefore() {
    var dump = ""
    customDump(Optional<[Int]>.some([1]), to: &dump)
    #expect(dump == "[\n  [0]: 1\n]")
    #expect(String(customDumping: [Int?].self) == "[Int?].self")
  }
}
