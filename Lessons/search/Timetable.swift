import Foundation

/// The live timetable, simulated: a fixed network of stations, searched by any word of their
/// names, and boards worked out from each station's code, so every answer is the same on
/// every run.
enum Timetable {
  static let stations: [Station] = [
    Station(id: "KIN", name: "Kingsbridge", lines: 3),
    Station(id: "KGP", name: "Kingsbridge Parkway", lines: 1),
    Station(id: "HBR", name: "Harbourside", lines: 2),
    Station(id: "MIL", name: "Millbrook", lines: 1),
    Station(id: "MKT", name: "Market Street", lines: 4),
    Station(id: "OAK", name: "Oakfield", lines: 1),
    Station(id: "NRB", name: "North Ridge", lines: 2),
    Station(id: "WRB", name: "West Ridge", lines: 1),
  ]

  /// The stations with a word of their name starting with `text`, ignoring case.
  static func matching(_ text: String) -> [Station] {
    let text = text.trimmingCharacters(in: .whitespaces).lowercased()
    guard !text.isEmpty else { return [] }
    return stations.filter { station in
      station.name.lowercased().split(separator: " ").contains { $0.hasPrefix(text) }
    }
  }

  /// The next three trains from `code`: one a line and more, to the other stations in turn,
  /// a few minutes apart.
  static func departures(from code: Station.ID) throws -> [Departure] {
    guard let index = stations.firstIndex(where: { $0.id == code }) else {
      throw TimetableError(message: "No station has the code \(code).")
    }
    let others = stations.filter { $0.id != code }
    return (0..<3).map { train in
      let destination = others[(index + train * 3) % others.count]
      return Departure(
        inMinutes: 2 + train * 5 + index % 4,
        destination: destination.name,
        platform: 1 + (index + train) % stations[index].lines
      )
    }
  }
}
