// SwiftUI's operators that are not a protocol's requirement, declared again here.
//
// A scoped re-export (`@_exported import struct KinemaScene.Text`) brings a type and its
// members, but not its operators: Swift finds an operator by its name at the top level of
// each imported module, and the scope `Text` does not match the name `+`. Protocol
// requirements (`==`, `<`, `+` of `AdditiveArithmetic`) are found through the protocol, so
// only the others need a declaration in this module: each forwards to Kinema's, and is
// `@_disfavoredOverload` so that a file importing both this module and Kinema calls
// Kinema's, with no ambiguity.
#if os(Linux)
    import KinemaScene

    extension Text {
        /// The concatenation of two texts, as SwiftUI's `Text.+`: the text of `import SwiftUI`
        /// alone (Kinema's own `+` has the details).
        @_disfavoredOverload
        public static func + (lhs: Text, rhs: Text) -> Text {
            // Kinema's `+` by its name: this one shadows it inside this module.
            Text.concatenation(lhs, rhs)
        }
    }
#endif
