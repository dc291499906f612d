import SwiftUI
// Preview modifiers as an iOS 18 app writes them (fixtures of PreviewModifierTests).
import Synchronization

/// Counts the shared contexts made, across the tests of the process.
let sampleContextsMade = Mutex(0)

/// Puts the shared context, a greeting, in a text under the content.
struct SampleGreeting: PreviewModifier {
    static func makeSharedContext() async throws -> String {
        sampleContextsMade.withLock { $0 += 1 }
        return "Hello from the context"
    }

    func body(content: Content, context: String) -> some View {
        VStack(spacing: 0) {
            content
            Text(context)
        }
    }
}

/// A fixed width of 100 points.
struct FixedWidth: PreviewModifier {
    func body(content: Content, context: Void) -> some View {
        content.frame(width: 100)
    }
}

/// Ten points of padding.
struct Padded: PreviewModifier {
    func body(content: Content, context: Void) -> some View {
        content.padding(10)
    }
}

#Preview("Greeting", traits: .modifier(SampleGreeting())) {
    Color.blue.frame(width: 40, height: 20)
}

#Preview("Greeting again", traits: .sizeThatFitsLayout, .modifier(SampleGreeting())) {
    Color.green.frame(width: 40, height: 20)
}

#Preview("Width, then padding", traits: .modifier(FixedWidth()), .modifier(Padded())) {
    Color.red.frame(width: 20, height: 20)
}
