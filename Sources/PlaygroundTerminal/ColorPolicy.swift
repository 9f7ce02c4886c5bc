import Foundation

/// Decides whether the playground writes colour.
///
/// Colour is on only when all of these hold:
/// - standard output is a terminal (pipes and files get plain text);
/// - `NO_COLOR` is unset or empty (<https://no-color.org>);
/// - `TERM` is not `dumb`;
/// - the user did not pass `--no-color`.
public enum ColorPolicy {
  public static func isEnabled(
    outputIsTerminal: Bool,
    environment: ProcessEnvironment,
    noColorFlag: Bool
  ) -> Bool {
    guard outputIsTerminal, !noColorFlag else { return false }
    if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return false }
    return environment["TERM"] != "dumb"
  }
}

extension ColorPolicy {
  /// ``isEnabled(outputIsTerminal:environment:noColorFlag:)`` for this process's standard
  /// output and environment.
  public static func isEnabledForStandardOutput(noColorFlag: Bool) -> Bool {
    isEnabled(
      outputIsTerminal: isatty(STDOUT_FILENO) == 1,
      environment: ProcessEnvironment.current,
      noColorFlag: noColorFlag
    )
  }
}
