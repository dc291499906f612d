import Foundation
import KinemaCore
import KinemaGraphics
import KinemaScene
import KinemaTestSupport
import Testing

/// A foreground style set on a button, around it or on its label colours the label in
/// every built-in style, as in SwiftUI (the accent, or white for `.borderedProminent`, is
/// only the label's default); the bordered styles' backgrounds keep the accent.
@MainActor
@Suite struct ButtonForegroundTests {
    let systemBlue = Color(red: 0, green: 122 / 255, blue: 1)

    /// The built-in styles, by number: automatic, borderless, plain, bordered, prominent.
    nonisolated static func styled(_ style: Int, _ button: some View) -> AnyView {
        switch style {
        case 0: AnyView(button.buttonStyle(.automatic))
        case 1: AnyView(button.buttonStyle(.borderless))
        case 2: AnyView(button.buttonStyle(.plain))
        case 3: AnyView(button.buttonStyle(.bordered))
        default: AnyView(button.buttonStyle(.borderedProminent))
        }
    }

    @Test(arguments: 0..<5)
    func foregroundStyleOnTheButtonColoursTheLabel(style: Int) throws {
        let list = render { Self.styled(style, Button("Tap Me") {}.foregroundStyle(red)) }
        expectColor(try #require(list.texts.first).color, red)
    }

    @Test(arguments: 0..<5)
    func foregroundColorOnTheButtonColoursTheLabel(style: Int) throws {
        let list = render { Self.styled(style, Button("Tap Me") {}.foregroundColor(.white)) }
        expectColor(try #require(list.texts.first).color, .white)
    }

    @Test(arguments: 0..<5)
    func foregroundStyleOnTheLabelColoursIt(style: Int) throws {
        let list = render {
            Self.styled(
                style,
                Button {
                } label: {
                    Text("Tap Me").foregroundStyle(red)
                })
        }
        expectColor(try #require(list.texts.first).color, red)
    }

    @Test func foregroundAroundTheButtonColoursTheLabel() throws {
        let list = render { VStack { Button("Tap Me") {} }.foregroundStyle(red) }
        expectColor(try #require(list.texts.first).color, red)
    }

    @Test func theIssuesRedButtonHasAWhiteLabel() throws {
        // "Tap Me" on a red rounded rectangle, white label: the background is the red
        // fill, the text white (not the accent).
        let list = render(CGSize(width: 200, height: 100)) {
            Button("Tap Me") {}
                .padding()
                .background(red)
                .foregroundStyle(.white)
        }
        expectColor(list.drawings.first?.color, red)
        expectColor(try #require(list.texts.first).color, .white)
    }

    @Test func borderedBackgroundKeepsTheAccentUnderAForegroundStyle() throws {
        let list = render { Button("Go") {}.buttonStyle(.bordered).foregroundStyle(red) }
        expectColor(list.drawings[0].color, systemBlue.opacity(0.15))
        expectColor(try #require(list.texts.first).color, red)
    }

    @Test func withoutAForegroundStyleTheLabelsKeepTheirDefaults() throws {
        expectColor(render { Button("Go") {} }.texts.first?.color, systemBlue)
        expectColor(
            render { Button("Go") {}.buttonStyle(.borderedProminent) }.texts.first?.color, .white)
        // A foreground style elsewhere in the tree does not reach the button.
        let list = render {
            VStack {
                Text("Title").foregroundStyle(red)
                Button("Go") {}
            }
        }
        expectColor(list.texts.last?.color, systemBlue)
    }

    @Test func primaryForegroundStyleMakesTheLabelPrimary() throws {
        let list = render { Button("Go") {}.foregroundStyle(.primary) }
        expectColor(try #require(list.texts.first).color, .primary)
    }
}
