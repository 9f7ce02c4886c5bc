/// A true fact about an integer, worked out locally: what `FactClient`'s live value answers.
struct NumberFact: CustomStringConvertible {
  let number: Int

  /// Above this, divisors take too long to find by trial; the fact is about the digits.
  static let largestWorkedOut = 1_000_000_000_000

  init(_ number: Int) {
    self.number = number
  }

  var description: String {
    let n = number
    if n == 0 { return "0 is the only integer that is neither positive nor negative." }
    if n < 0 { return "\(n) is a negative \(n.isMultiple(of: 2) ? "even" : "odd") number; its square is \(n.multipliedReportingOverflow(by: n).overflow ? "too large for an Int" : String(n * n))." }
    if n == 1 { return "1 is neither prime nor composite." }
    guard n <= Self.largestWorkedOut else {
      return "\(n) is a positive \(n.isMultiple(of: 2) ? "even" : "odd") number with \(String(n).count) digits."
    }
    if isPrime { return "\(n) is a prime number." }
    if let root = squareRoot { return "\(n) is a perfect square: \(root) × \(root)." }
    let divisors = self.divisors
    if divisors.dropLast().reduce(0, +) == n {
      return "\(n) is a perfect number: it is the sum of its proper divisors."
    }
    let parity = n.isMultiple(of: 2) ? "even" : "odd"
    guard divisors.count <= 12 else {
      return "\(n) is an \(parity) number with \(divisors.count) divisors."
    }
    return "\(n) is an \(parity) number with \(divisors.count) divisors: \(divisors.map(String.init).joined(separator: ", "))."
  }

  private var isPrime: Bool {
    guard number >= 2 else { return false }
    var divisor = 2
    while divisor <= number / divisor {
      if number.isMultiple(of: divisor) { return false }
      divisor += 1
    }
    return true
  }

  private var squareRoot: Int? {
    var root = 1
    while root <= number / root {
      if root * root == number { return root }
      root += 1
    }
    return nil
  }

  /// Ascending, 1 and the number included.
  private var divisors: [Int] {
    var small: [Int] = []
    var large: [Int] = []
    var divisor = 1
    while divisor <= number / divisor {
      if number.isMultiple(of: divisor) {
        small.append(divisor)
        if divisor != number / divisor { large.append(number / divisor) }
      }
      divisor += 1
    }
    return small + large.reversed()
  }
}
