import Testing

/// The SwiftUI-flavoured payloads of TCA's Animations case study, typed in the shell: a colour
/// by its name, a point by its initializer.
@MainActor
struct SwiftUIValueLiteralTests {
  @Test func aColourIsTypedByItsName() async throws {
    let output = try await transcript("animations", ["send .setColor(.purple)", "send .setColor(.rde)", "send .setColor(1)"])
    #expect(output.contains("-   circleColor: Color.black,\n+   circleColor: Color.purple,\n"))
    #expect(output.contains("error: Color has no colour .rde (column 16); did you mean .red?\n"))
    #expect(output.contains("error: expected a Color such as .red, found 1 (column 16)\n"))
  }

  @Test func aPointIsTypedByItsInitializer() async throws {
    let output = try await transcript("animations", [
      "send .tapped(CGPoint(x: 40, y: 120.5))", "state circleCenter", "send .tapped(CGPoint(y: 1, x: 2))", "send .tapped(.zero)",
    ])
    #expect(output.contains("animations> state circleCenter\nCGPoint(\n  x: 40.0,\n  y: 120.5\n)\n"))
    #expect(output.contains("error: a CGPoint is typed CGPoint(x: …, y: …) (column 14)\n"))
    #expect(output.contains("error: expected a CGPoint(x: …, y: …), found .zero (column 14)\n"))
  }
}
