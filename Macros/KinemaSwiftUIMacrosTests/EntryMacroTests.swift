// `@Entry`: a getter, a setter and a key type for an environment or transaction value;
// misuse reported on the part at fault.
import Testing

@Suite struct EntryMacroTests {
    /// The accessors and key `@Entry` gives `name`, with a key conforming to `key` whose
    /// default is `defaultValue` (a whole declaration).
    static func entry(_ name: String, declaration: String, key: String, defaultValue: String)
        -> String
    {
        """
            \(declaration) {
                get {
                    self[__Key_\(name).self]
                }
                set {
                    self[__Key_\(name).self] = newValue
                }
            }

            private struct __Key_\(name): \(key) {
                \(defaultValue)
            }
        """
    }

    @Test func declaresAnEnvironmentValueWithItsKey() {
        expectExpansion(
            """
            extension EnvironmentValues {
                @Entry var accent: Color = .blue
            }
            """,
            expandsTo: """
                extension EnvironmentValues {
                \(Self.entry(
                    "accent", declaration: "var accent: Color", key: "EnvironmentKey",
                    defaultValue: "static var defaultValue: Color {\n            .blue\n        }"))
                }
                """)
    }

    @Test func anOptionalDefaultsToNilAndAnUntypedValueToItsInitializer() {
        expectExpansion(
            """
            extension EnvironmentValues {
                @Entry var subtitle: String?
                @Entry var count = 1
            }
            """,
            expandsTo: """
                extension EnvironmentValues {
                \(Self.entry(
                    "subtitle", declaration: "var subtitle: String?", key: "EnvironmentKey",
                    defaultValue: "static var defaultValue: String? {\n            nil\n        }"))
                \(Self.entry(
                    "count", declaration: "var count", key: "EnvironmentKey",
                    defaultValue: "static let defaultValue = 1"))
                }
                """)
    }

    @Test func aTransactionValueHasATransactionKey() {
        expectExpansion(
            """
            extension Transaction {
                @Entry var isFast: Bool = false
            }
            """,
            expandsTo: """
                extension Transaction {
                \(Self.entry(
                    "isFast", declaration: "var isFast: Bool", key: "TransactionKey",
                    defaultValue: "static var defaultValue: Bool {\n            false\n        }"))
                }
                """)
    }

    @Test func aContainerValueHasAContainerValueKey() {
        expectExpansion(
            """
            extension ContainerValues {
                @Entry var isHighlighted = false
            }
            """,
            expandsTo: """
                extension ContainerValues {
                \(Self.entry(
                    "isHighlighted", declaration: "var isHighlighted", key: "ContainerValueKey",
                    defaultValue: "static let defaultValue = false"))
                }
                """)
    }

    @Test(arguments: [
        (
            "@Entry let a = 1", 12,
            "@Entry needs 'var', not 'let': the property gets a getter and a setter"
        ),
        ("@Entry static var b = 1", 12, "@Entry applies to an instance property, not a static one"),
        (
            "@Entry var e: Int { 1 }", 23,
            "@Entry applies to a stored property; this one already has accessors"
        ),
        (
            "@Entry var f: Int", 16,
            "@Entry needs an initial value, its default, unless its type is optional (default nil)"
        ),
        ("@Entry func g() {}", 5, "@Entry applies to a property declared with 'var'"),
    ])
    func reportsMisuseInAnEnvironmentExtension(line: String, column: Int, message: String) {
        let (source, diagnostics) = expand("extension EnvironmentValues {\n    \(line)\n}")
        #expect(diagnostics == [.init(line: 2, column: column, message: message)])
        #expect(!source.contains("__Key_"))
    }

    @Test(arguments: ["struct Model", "extension Text", "class Store"])
    func reportsUseOutsideEnvironmentValuesAndTransaction(container: String) {
        let (source, diagnostics) = expand("\(container) {\n    @Entry var g = 1\n}")
        #expect(
            diagnostics == [
                .init(
                    line: 2, column: 5,
                    message:
                        "@Entry must be used in an extension of EnvironmentValues, Transaction "
                        + "or ContainerValues")
            ])
        #expect(!source.contains("__Key_"))
    }
}
