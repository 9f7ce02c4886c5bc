/// Removes terminal escape sequences from output so tests can compare what a person reads:
/// CSI (`ESC [ … final`), OSC (`ESC ] … BEL` or `ESC ] … ESC \`), and two-byte `ESC x`.
/// A sequence cut off at the end of the input is dropped, so stripping a growing buffer gives
/// a growing result.
func strippingANSI(_ bytes: [UInt8]) -> [UInt8] {
  var result: [UInt8] = []
  result.reserveCapacity(bytes.count)
  var index = 0
  while index < bytes.count {
    guard bytes[index] == 0x1B else {
      result.append(bytes[index])
      index += 1
      continue
    }
    index += 1
    guard index < bytes.count else { break }
    switch bytes[index] {
    case UInt8(ascii: "["):
      index += 1
      // Parameter and intermediate bytes, then one final byte in 0x40...0x7E.
      while index < bytes.count, !(0x40...0x7E).contains(bytes[index]) { index += 1 }
      index += 1
    case UInt8(ascii: "]"):
      index += 1
      while index < bytes.count, bytes[index] != 0x07,
        !(bytes[index] == 0x1B && index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "\\"))
      {
        index += 1
      }
      index += bytes[min(index, bytes.count - 1)] == 0x1B ? 2 : 1
    default:
      index += 1
    }
  }
  return result
}

func strippingANSI(_ text: String) -> String {
  String(decoding: strippingANSI(Array(text.utf8)), as: UTF8.self)
}
