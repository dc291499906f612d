import Foundation
import KinemaCore

/// A search field `searchable` declared for the enclosing navigation stack.
nonisolated internal struct SearchFieldRecord {
    /// The text searched for.
    internal let text: Binding<String>
    /// The text shown while the field is empty.
    internal let prompt: String
}
