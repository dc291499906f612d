import SwiftDiagnostics

/// The errors the macros report on misuse, each attached to the syntax at fault.
enum MacroDiagnostic: String, DiagnosticMessage {
    case previewWithoutBody
    case previewBodyWithParameters
    case previewNotAtFileScope
    case previewableNotVariable
    case previewableOutsidePreview
    case entryNotVariable
    case entryLet
    case entryStatic
    case entryComputed
    case entryWithoutTypeOrValue
    case entryOutsideValues

    var message: String {
        switch self {
        case .previewWithoutBody:
            "#Preview needs a closure that returns the view to preview"
        case .previewBodyWithParameters:
            "a #Preview closure takes no parameters"
        case .previewNotAtFileScope:
            "#Preview must be declared at the top level of a file"
        case .previewableNotVariable:
            "@Previewable applies to a variable declared with 'var'"
        case .previewableOutsidePreview:
            "@Previewable can only be used in the closure of a #Preview"
        case .entryNotVariable:
            "@Entry applies to a property declared with 'var'"
        case .entryLet:
            "@Entry needs 'var', not 'let': the property gets a getter and a setter"
        case .entryStatic:
            "@Entry applies to an instance property, not a static one"
        case .entryComputed:
            "@Entry applies to a stored property; this one already has accessors"
        case .entryWithoutTypeOrValue:
            "@Entry needs an initial value, its default, unless its type is optional (default nil)"
        case .entryOutsideValues:
            "@Entry must be used in an extension of EnvironmentValues, Transaction or "
                + "ContainerValues"
        }
    }

    var diagnosticID: MessageID {
        MessageID(domain: "KinemaSwiftUIMacros", id: rawValue)
    }

    var severity: DiagnosticSeverity { .error }
}
