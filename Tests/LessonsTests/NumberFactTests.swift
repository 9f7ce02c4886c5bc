import Testing

@testable import Lessons

struct NumberFactTests {
  @Test(arguments: [
    (7, "7 is a prime number."),
    (9, "9 is a perfect square: 3 × 3."),
    (28, "28 is a perfect number: it is the sum of its proper divisors."),
    (12, "12 is an even number with 6 divisors: 1, 2, 3, 4, 6, 12."),
    (0, "0 is the only integer that is neither positive nor negative."),
    (1, "1 is neither prime nor composite."),
    (-3, "-3 is a negative odd number; its square is 9."),
  ])
  func factsAreTrueAndWorkedOutLocally(number: Int, fact: String) {
    #expect(NumberFact(number).description == fact)
  }

  @Test func extremeNumbersDoNotTrap() {
    #expect(NumberFact(Int.min).description.hasSuffix("its square is too large for an Int."))
    #expect(NumberFact(Int.max).description == "\(Int.max) is a positive odd number with 19 digits.")
  }
}
