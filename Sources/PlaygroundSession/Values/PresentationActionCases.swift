/// A presentation action, whose presented feature's actions a case key path reaches without
/// naming `.presented`, as TCA's do: `\.destination.sheet.incrementButtonTapped` (see
/// ``ValueBuilder``).
protocol PresentationActionCases {}
