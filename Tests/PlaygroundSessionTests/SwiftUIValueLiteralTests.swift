import Testing

/// The SwiftUI-flavoured payloads of the animations lesson's lighthouse, typed in the shell: a colour
/// by its name, a point by its initializer.
@MainActor
struct SwiftUIValueLiteralTests {
  @Test func aColourIsTypedByItsName() async throws {
    let output = try await transcript("animations", ["send .lampColorChanged(.purple)", "send .lampColorChanged(.rde)", "send .lampColorChanged(1)"])
    #expect(output.contains("-   lampColor: Color.white\n+   lampColor: Color.purple\n"))
    #expect(output.contains("error: Color has no colour .rde (column 24); did you mean .red?\n"))
    #expect(output.contains("error: expected a Color such as .red, found 1 (column 24)\n"))
  }

  @Test func aPointIsTypedByItsInitializer() async throws {
    let output = try await transcript("animations", [
      "send .shipSpotted(CGPoint(x: 40, y: 120.5))", "state beamTarget", "send .shipSpotted(CGPoint(y: 1, x: 2))", "send .shipSpotted(.zero)",
    ])
    #expect(output.contains("animations> state beamTarget\nCGPoint(\n  x: 40.0,\n  y: 120.5\n)\n"))
    #expect(output.contains("error: a CGPoint is typed CGPoint(x: …, y: …) (column 19)\n"))
    #expect(output.contains("error: expected a CGPoint(x: …, y: …), found .zero (column 19)\n"))
  }
}
