import ComposableArchitecture

/// The "Navigation: Multiple destinations" case study: a drill-down, a popover and a sheet, each
/// a `Counter`, driven by one optional enum, so at most one of them is ever shown.
///
/// The alert and the confirmation dialog are the playground's, not the case study's: the
/// tutorial needs them to show that an alert and a dialog are destinations like any screen. They
/// are written as TCA's "Alerts and confirmation dialogs" case study and its navigation guide
/// write them, cases of the same `Destination` enum.
@Reducer
struct MultipleDestinations {
  @Reducer
  enum Destination {
    case drillDown(Counter)
    case popover(Counter)
    case sheet(Counter)
    /// The playground's: an alert whose button shows the sheet.
    case alert(AlertState<MultipleDestinations.Action.Alert>)
    /// The playground's: a dialog that picks the destination to show.
    case confirmationDialog(ConfirmationDialogState<MultipleDestinations.Action.ConfirmationDialog>)
  }

  @ObservableState
  struct State: Equatable {
    @Presents var destination: Destination.State?
  }

  enum Action {
    case destination(PresentationAction<Destination.Action>)
    case showAlert
    case showConfirmationDialog
    case showDrillDown
    case showPopover
    case showSheet

    @CasePathable
    enum Alert {
      case showSheetButtonTapped
    }

    @CasePathable
    enum ConfirmationDialog {
      case drillDownButtonTapped
      case popoverButtonTapped
      case sheetButtonTapped
    }
  }

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .destination(.presented(.alert(.showSheetButtonTapped))),
        .destination(.presented(.confirmationDialog(.sheetButtonTapped))):
        state.destination = .sheet(Counter.State())
        return .none

      case .destination(.presented(.confirmationDialog(.drillDownButtonTapped))):
        state.destination = .drillDown(Counter.State())
        return .none

      case .destination(.presented(.confirmationDialog(.popoverButtonTapped))):
        state.destination = .popover(Counter.State())
        return .none

      case .destination:
        return .none

      case .showAlert:
        state.destination = .alert(.offerSheet)
        return .none

      case .showConfirmationDialog:
        state.destination = .confirmationDialog(.pickDestination)
        return .none

      case .showDrillDown:
        state.destination = .drillDown(Counter.State())
        return .none

      case .showPopover:
        state.destination = .popover(Counter.State())
        return .none

      case .showSheet:
        state.destination = .sheet(Counter.State())
        return .none
      }
    }
    .ifLet(\.$destination, action: \.destination)
  }
}

extension MultipleDestinations.Destination.State: Equatable {}

extension AlertState where Action == MultipleDestinations.Action.Alert {
  /// Offers the sheet; cancelling only dismisses the alert.
  static let offerSheet = Self {
    TextState("Show the sheet?")
  } actions: {
    ButtonState(role: .cancel) {
      TextState("Cancel")
    }
    ButtonState(action: .showSheetButtonTapped) {
      TextState("Show sheet")
    }
  } message: {
    TextState("An alert is a destination: showing it took the place of anything shown.")
  }
}

extension ConfirmationDialogState where Action == MultipleDestinations.Action.ConfirmationDialog {
  /// Asks where to show a counter.
  static let pickDestination = Self {
    TextState("Show a counter")
  } actions: {
    ButtonState(role: .cancel) {
      TextState("Cancel")
    }
    ButtonState(action: .drillDownButtonTapped) {
      TextState("Drill-down")
    }
    ButtonState(action: .popoverButtonTapped) {
      TextState("Popover")
    }
    ButtonState(action: .sheetButtonTapped) {
      TextState("Sheet")
    }
  } message: {
    TextState("Where should the counter be shown?")
  }
}
