/// The museum's halls, in the order the tour walks them, and what stands in each.
enum Hall: String, CaseIterable, Equatable {
  case harbour = "Harbour hall"
  case clocks = "Clock gallery"
  case maps = "Map room"

  var exhibits: [Exhibit] {
    Exhibit.allCases.filter { $0.hall == self }
  }

  /// The hall the tour goes on to; `nil` after the last.
  var next: Hall? {
    let halls = Self.allCases
    let index = halls.firstIndex(of: self)! + 1
    return index < halls.count ? halls[index] : nil
  }
}

/// An exhibit with a recorded commentary.
enum Exhibit: String, CaseIterable, Equatable {
  case pilotBoat = "The pilot boat Curlew"
  case tideClock = "The tide clock"
  case pocketWatch = "A watchmaker's bench"
  case starChart = "A sailor's star chart"

  var hall: Hall {
    switch self {
    case .pilotBoat: .harbour
    case .tideClock, .pocketWatch: .clocks
    case .starChart: .maps
    }
  }

  /// How long its commentary plays.
  var commentarySeconds: Int {
    switch self {
    case .pilotBoat: 4
    case .tideClock: 3
    case .pocketWatch: 5
    case .starChart: 6
    }
  }
}
