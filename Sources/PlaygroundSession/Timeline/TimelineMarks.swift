/// What one effect did on the clock, counted in buckets of virtual time rather than kept event
/// by event, so a timer that ticks 86,400 times takes no more memory than one that ticks 10.
///
/// Buckets are `1 << shift` milliseconds wide. When the session's time outgrows
/// ``bucketLimit`` buckets, the timeline doubles the width and each row merges its buckets in
/// pairs, the next time it is touched.
struct TimelineMarks: Sendable {
  /// The most buckets a row covers: more than any terminal's columns need.
  static let bucketLimit = 256

  struct Bucket: Equatable, Sendable {
    let index: Int
    var sent = 0
    var slept = 0
  }

  private(set) var shift = 0
  /// Non-empty buckets, in time order.
  private(set) var buckets: [Bucket] = []

  mutating func add(sent: Int = 0, slept: Int = 0, atMilliseconds time: Int, shift: Int) {
    coarsen(to: shift)
    let index = time >> shift
    if buckets.last?.index == index {
      buckets[buckets.count - 1].sent += sent
      buckets[buckets.count - 1].slept += slept
    } else {
      buckets.append(Bucket(index: index, sent: sent, slept: slept))
    }
  }

  /// Widens the buckets to `1 << shift` milliseconds, merging those that now share one.
  mutating func coarsen(to shift: Int) {
    guard shift > self.shift else { return }
    let by = shift - self.shift
    self.shift = shift
    var merged: [Bucket] = []
    merged.reserveCapacity(buckets.count)
    for bucket in buckets {
      let index = bucket.index >> by
      if merged.last?.index == index {
        merged[merged.count - 1].sent += bucket.sent
        merged[merged.count - 1].slept += bucket.slept
      } else {
        merged.append(Bucket(index: index, sent: bucket.sent, slept: bucket.slept))
      }
    }
    buckets = merged
  }
}
