import Testing

/// `@CaseReflectable` expanded as the compiler would, compared with the expected source.
@Suite struct CaseReflectableMacroTests {
  @Test func listsCasesWithLabelsAndTypesAndBuildsThem() {
    let expansion = expand(
      """
      @CaseReflectable
      enum Action {
        case a
        case b(Int)
        case c(id: Int, name: String)
      }
      """,
      macros: ["CaseReflectable": caseReflectableMacro]
    )
    #expect(expansion.messages.isEmpty)
    #expect(
      expansion.source == """
        enum Action {
          case a
          case b(Int)
          case c(id: Int, name: String)

          static var reflectedCases: [ComposableArchitecture.ReflectedCase<Self>] {
            [
              ComposableArchitecture.ReflectedCase<Self>(
                name: "a",
                parameters: [],
                make: { _ in
                  .a
                }
              ),
              ComposableArchitecture.ReflectedCase<Self>(
                name: "b",
                parameters: [.init(label: nil, typeName: "Int", type: (Int).self)],
                make: { values in
                  .b(values[0] as! (Int))
                }
              ),
              ComposableArchitecture.ReflectedCase<Self>(
                name: "c",
                parameters: [.init(label: "id", typeName: "Int", type: (Int).self), .init(label: "name", typeName: "String", type: (String).self)],
                make: { values in
                  .c(id: values[0] as! (Int), name: values[1] as! (String))
                }
              )
            ]
          }
        }

        extension Action: ComposableArchitecture.CaseReflectable {
        }
        """
    )
  }

  @Test func casesDeclaredTogetherAreListedSeparately() {
    let expansion = expand(
      """
      @CaseReflectable
      enum Action {
        case first, second(Bool)
      }
      """,
      macros: ["CaseReflectable": caseReflectableMacro]
    )
    #expect(expansion.source.contains(#"name: "first","#))
    #expect(expansion.source.contains(#"name: "second","#))
    #expect(expansion.source.contains(".second(values[0] as! (Bool))"))
  }

  /// `case d(_ x: Int)` has no argument label: it is built as `.d(value)`.
  @Test func wildcardLabelIsNoLabel() {
    let expansion = expand(
      """
      @CaseReflectable
      enum Action {
        case d(_ x: Int)
      }
      """,
      macros: ["CaseReflectable": caseReflectableMacro]
    )
    #expect(expansion.source.contains(#".init(label: nil, typeName: "Int", type: (Int).self)"#))
    #expect(expansion.source.contains(".d(values[0] as! (Int))"))
  }

  @Test func backtickedNameIsListedWithoutBackticks() {
    let expansion = expand(
      """
      @CaseReflectable
      enum Action {
        case `default`
      }
      """,
      macros: ["CaseReflectable": caseReflectableMacro]
    )
    #expect(expansion.source.contains(#"name: "default","#))
    #expect(expansion.source.contains(".`default`"))
  }

  @Test func typeNameIsTheTypeAsWritten() {
    let expansion = expand(
      """
      @CaseReflectable
      enum Action {
        case factResponse(Result<String, any Error>)
      }
      """,
      macros: ["CaseReflectable": caseReflectableMacro]
    )
    #expect(
      expansion.source.contains(
        #".init(label: nil, typeName: "Result<String, any Error>", type: (Result<String, any Error>).self)"#
      )
    )
    #expect(expansion.source.contains(".factResponse(values[0] as! (Result<String, any Error>))"))
  }

  @Test func enumWithoutCasesListsNone() {
    let expansion = expand(
      """
      @CaseReflectable
      enum Action {}
      """,
      macros: ["CaseReflectable": caseReflectableMacro]
    )
    #expect(expansion.source.contains("static var reflectedCases: [ComposableArchitecture.ReflectedCase<Self>] {\n    []\n  }"))
  }

  /// The list is a member of the enum, as visible as the enum: public for a public enum, and
  /// not public otherwise (a public member of a private enum does not compile).
  @Test func listIsAsVisibleAsTheEnum() {
    let publicEnum = expand(
      "@CaseReflectable public enum Action { case a }",
      macros: ["CaseReflectable": caseReflectableMacro]
    )
    let privateEnum = expand(
      "@CaseReflectable private enum Action { case a }",
      macros: ["CaseReflectable": caseReflectableMacro]
    )
    #expect(publicEnum.source.contains("public static var reflectedCases"))
    #expect(privateEnum.source.contains("static var reflectedCases"))
    #expect(!privateEnum.source.contains("public"))
    #expect(!privateEnum.source.contains("private static"))
  }

  /// Enums nested in the reflected enum, such as `Action.Delegate`, are reflected as well, each
  /// level by a macro of its own, since a macro may not expand to itself.
  @Test func nestedEnumsAreMarkedForReflection() {
    let expansion = expand(
      """
      @CaseReflectable
      enum Action {
        case delegate(Delegate)
        enum Delegate { case finished }
        struct Payload {}
      }
      """,
      macros: ["CaseReflectable": caseReflectableMacro]
    )
    #expect(expansion.source.contains("@ComposableArchitecture._NestedCaseReflectable\n  enum Delegate"))
    #expect(expansion.source.components(separatedBy: "_NestedCaseReflectable").count == 2)
  }

  @Test func eachLevelMarksTheNextUpToTheLast() {
    func nestedAttributes(under name: String) -> [String] {
      expand(
        """
        @\(name)
        enum A {
          enum B {
            case b
          }
        }
        """,
        macros: [name: caseReflectableMacro]
      ).source.components(separatedBy: "\n").filter { $0.contains("@") }
        .map { $0.trimmingCharacters(in: .whitespaces) }
    }
    #expect(nestedAttributes(under: "_NestedCaseReflectable") == ["@ComposableArchitecture._NestedCaseReflectable2"])
    #expect(nestedAttributes(under: "_NestedCaseReflectable3") == ["@ComposableArchitecture._NestedCaseReflectable4"])
    #expect(nestedAttributes(under: "_NestedCaseReflectable4").isEmpty)
  }

  /// A nested enum marked by hand reflects itself.
  @Test func nestedEnumMarkedByHandIsLeftAlone() {
    let expansion = expand(
      """
      @CaseReflectable
      enum Action {
        @CaseReflectable
        enum Delegate { case finished }
      }
      """,
      macros: ["CaseReflectable": caseReflectableMacro]
    )
    #expect(!expansion.source.contains("_NestedCaseReflectable"))
  }

  @Test func alreadyConformingEnumGetsNoExtension() {
    let expansion = expand(
      """
      @CaseReflectable
      enum Action: CaseReflectable { case a }
      """,
      macros: ["CaseReflectable": caseReflectableMacroAlreadyConforming]
    )
    #expect(!expansion.source.contains("extension"))
    #expect(expansion.source.contains("static var reflectedCases"))
  }

  @Test func structGetsADiagnostic() throws {
    let expansion = expand(
      """
      @CaseReflectable
      struct Feature {}
      """,
      macros: ["CaseReflectable": caseReflectableMacro]
    )
    #expect(expansion.messages == ["'@CaseReflectable' applies to enums only"])
    let diagnostic = try #require(expansion.diagnostics.first)
    #expect(diagnostic.diagMessage.severity == .error)
    #expect(diagnostic.diagnosticID == macroMessageID("not-enum"))
    #expect(!expansion.source.contains("reflectedCases"))
    #expect(!expansion.source.contains("extension"))
  }
}
