@_exported import CasePaths
@_exported import Clocks
@_exported import ConcurrencyExtras
@_exported import CustomDump
@_exported import Dependencies
@_exported import DependenciesMacros
@_exported import IdentifiedCollections
@_exported import IssueReporting
// TCA re-exports SwiftUI (through SwiftUINavigation), and with it Foundation and `CGPoint`: a
// test that writes `CGPoint(x: 40, y: 120)` or `UUID()` imports only ComposableArchitecture.
@_exported import Foundation
