// expect-error: passing closure as a 'sending' parameter risks causing data races
// `Binding` is `Sendable` only when its value is, as in SwiftUI.
import SwiftUI

final class Document {
    var title = ""
}

func rename(_ binding: Binding<Document>) async {
    await Task.detached { binding.wrappedValue.title = "Untitled" }.value
}
