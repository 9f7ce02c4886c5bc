/// A railway station the timetable knows, by its three-letter code: the code is short enough
/// to type, `send .stationTapped("KIN")`, and it is all a departures request needs.
struct Station: Equatable, Identifiable, Sendable {
  let id: String
  var name: String
  var lines: Int
}

/// One train leaving a station: when, where to, and from which platform.
struct Departure: Equatable, Sendable {
  /// Minutes after the board was asked for: `in 4 min`, as the board shows it.
  var inMinutes: Int
  var destination: String
  var platform: Int
}
