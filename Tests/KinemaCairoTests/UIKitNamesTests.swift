import Kinema
import SwiftUI
import Testing

/// UIKit's colour names and screen as an iOS file sees them through `import SwiftUI`:
/// the Human Interface Guidelines' light-mode values and UIKit's documented components.
@MainActor
@Suite("UIKit names through import SwiftUI")
struct UIKitNamesTests {
    private func components(_ color: Color) -> [Double] {
        [color.red * 255, color.green * 255, color.blue * 255, color.opacity]
    }

    @Test func systemColoursHaveTheGuidelinesLightValues() {
        let table: [(UIColor, [Double])] = [
            (.systemBackground, [255, 255, 255, 1]),
            (.secondarySystemBackground, [242, 242, 247, 1]),
            (.systemGray6, [242, 242, 247, 1]), (.systemGray5, [229, 229, 234, 1]),
            (.systemGray4, [209, 209, 214, 1]), (.systemGray, [142, 142, 147, 1]),
            (.label, [0, 0, 0, 1]), (.secondaryLabel, [60, 60, 67, 0.6]),
            (.separator, [60, 60, 67, 0.29]), (.systemFill, [120, 120, 128, 0.2]),
            (.systemBlue, [0, 122, 255, 1]), (.systemGreen, [52, 199, 89, 1]),
            (.orange, [255, 127.5, 0, 1]), (.lightGray, [170, 170, 170, 1]),
        ]
        for (uiColor, expected) in table {
            let actual = components(Color(uiColor))
            #expect(
                zip(actual, expected).allSatisfy { abs($0 - $1) < 1e-9 },
                "\(uiColor): \(actual) is not \(expected)")
            #expect(Color(uiColor: uiColor) == Color(uiColor))
        }
        // SwiftUI's named colours are the same system colours.
        #expect(Color(.systemRed) == Color.red)
        #expect(Color.accentColor == Color.blue)
    }

    @Test func initializersAndAlpha() {
        let half = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1).withAlphaComponent(0.5)
        #expect(components(Color(half)) == [255, 127.5, 0, 0.5])
        let dynamic = UIColor { traits in traits.userInterfaceStyle == .dark ? .black : .white }
        #expect(Color(dynamic) == Color.white)
        #expect(UIColor(white: 2, alpha: .nan).color.opacity == 0)
    }

    @Test func theScreenIsAnIPhone15s() {
        #expect(UIScreen.main.bounds.size == CGSize(width: 393, height: 852))
        #expect(UIScreen.main.scale == 3)
    }

    @Test func aRowWithUIKitNamesRenders() {
        let timeline = SceneTimeline(size: CGSize(width: 300, height: 80), initialState: 0) { _ in
            SettingsRow()
        }
        let list = timeline.frame(at: 0)
        #expect(timeline.diagnostics.isEmpty, "\(timeline.diagnostics)")
        // The row is 0.7 of the screen's 393 points, on the secondary background.
        #expect(list.description.contains("275.1"), "\(list)")
    }
}
