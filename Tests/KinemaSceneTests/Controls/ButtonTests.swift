import Foundation
import KinemaCore
import KinemaGraphics
import KinemaScene
import KinemaTestSupport
import Testing

/// Buttons at iOS sizes in the fallback measurer (17 point text: 10.2 points a
/// character, 20.4 high), in their built-in and custom styles.
@MainActor
@Suite struct ButtonTests {
    let systemBlue = Color(red: 0, green: 122 / 255, blue: 1)

    @Test func automaticButtonIsItsLabelInTheAccent() throws {
        let list = render { Button("Like") {} }
        let text = try #require(list.texts.first)
        #expect(text.string == "Like")
        #expect(text.size == CGSize(width: 40.8, height: 20.4))
        expectColor(text.color, systemBlue)
        #expect(list.drawings.count == 1)
    }

    @Test func plainButtonKeepsThePrimaryColour() throws {
        let list = render { Button("Like") {}.buttonStyle(.plain) }
        expectColor(list.texts.first?.color, .primary)
    }

    /// Regular bordered: 12 points each side, 7 above and below (34.4 high here).
    @Test(arguments: [
        (ControlSize.mini, CGSize(width: 44.8, height: 22.4)),
        (.small, CGSize(width: 56, height: 28)),
        (.regular, CGSize(width: 64.8, height: 34.4)),
        (.large, CGSize(width: 80.8, height: 48.4)),
        (.extraLarge, CGSize(width: 88.8, height: 52.4)),
    ])
    func borderedButtonSizes(size: ControlSize, expected: CGSize) {
        let list = render(CGSize(width: 200, height: 100)) {
            Button("Like") {}.buttonStyle(.bordered).controlSize(size)
        }
        let background = list.box(0)
        expectClose(background.width, expected.width, absolute: 1e-9)
        expectClose(background.height, expected.height, absolute: 1e-9)
    }

    @Test func borderedTintsItsBackgroundAndLabel() throws {
        let list = render { Button("Go") {}.buttonStyle(.bordered) }
        expectColor(list.drawings[0].color, systemBlue.opacity(0.15))
        expectColor(list.texts.first?.color, systemBlue)
    }

    @Test func borderedProminentIsAWhiteLabelOnTheAccent() throws {
        let list = render { Button("Go") {}.buttonStyle(.borderedProminent).tint(.orange) }
        expectColor(list.drawings[0].color, .orange)
        expectColor(list.texts.first?.color, .white)
    }

    @Test func destructiveRoleIsRed() throws {
        let list = render { Button("Delete", role: .destructive) {} }
        expectColor(list.texts.first?.color, .red)
    }

    @Test func capsuleBorderShape() {
        let list = render {
            Button("Go") {}.buttonStyle(.bordered).buttonBorderShape(.capsule)
        }
        // A capsule of height 34.4 has a corner radius of 17.2: its path starts there.
        #expect(list.description.contains("fill M17.2,0"))
    }

    /// A button in a built-in style, by number: automatic, plain, borderless, bordered,
    /// bordered prominent.
    nonisolated static func styled(_ style: Int) -> AnyView {
        let button = Button("Go") {}
        switch style {
        case 0: return AnyView(button.buttonStyle(.automatic))
        case 1: return AnyView(button.buttonStyle(.plain))
        case 2: return AnyView(button.buttonStyle(.borderless))
        case 3: return AnyView(button.buttonStyle(.bordered))
        default: return AnyView(button.buttonStyle(.borderedProminent))
        }
    }

    @Test(arguments: [(0, 0.3), (1, 0.3), (2, 0.3), (3, 0.55), (4, 0.55)])
    func builtInStylesDrawPressedDimmed(style: Int, opacity: Double) {
        let idle = render { Self.styled(style) }
        let pressed = renderPressed(pressing: [0]) { Self.styled(style) }
        #expect(idle.description != pressed.description)
        #expect(pressed.groups.contains(.opacity(opacity)))
        #expect(!idle.groups.contains(.opacity(opacity)))
    }

    struct Squash: ButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
            configuration.label
                .padding(10)
                .background(Capsule().fill(configuration.isPressed ? Color.red : Color.blue))
                .scaleEffect(configuration.isPressed ? 0.9 : 1)
        }
    }

    @Test func customButtonStyleSeesIsPressed() {
        let idle = render { Button("Go") {}.buttonStyle(Squash()) }
        let pressed = renderPressed(pressing: [0]) { Button("Go") {}.buttonStyle(Squash()) }
        expectColor(idle.drawings[0].color, .blue)
        expectColor(pressed.drawings[0].color, .red)
        #expect(idle.description != pressed.description)
        // A custom style's label is not tinted.
        expectColor(idle.texts.first?.color, .primary)
    }

    struct Framed: PrimitiveButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
            Button(configuration).buttonStyle(.borderedProminent).padding(4)
        }
    }

    @Test func primitiveStyleWrapsOneButton() {
        let count = TestBox(0)
        let targets = controlTargets {
            Button("Add") { count.value += 1 }.buttonStyle(Framed())
        }
        #expect(targets.count == 1)
        targets.first?.activate()
        #expect(count.value == 1)
        // Button(configuration) is pressed with the button it draws.
        let pressed = renderPressed(pressing: [0]) {
            Button("Add") {}.buttonStyle(Framed())
        }
        #expect(pressed.groups.contains(.opacity(0.55)))
    }

    @Test func disabledButtonDimsAndIgnoresPresses() throws {
        let count = TestBox(0)
        let list = renderPressed(pressing: [0]) {
            Button("Go") { count.value += 1 }.buttonStyle(.bordered).disabled(true)
        }
        expectColor(
            list.drawings[0].color,
            Color(red: 118 / 255, green: 118 / 255, blue: 128 / 255, opacity: 0.12))
        #expect(try #require(list.texts.first).color.opacity < 1)
        #expect(!list.groups.contains(.opacity(0.55)))
        let targets = controlTargets { Button("Go") { count.value += 1 }.disabled(true) }
        #expect(targets.first?.isDisabled == true)
        targets.first?.activate()
        if case .button(let action)? = targets.first?.action { action() }
        #expect(count.value == 0)
    }
}
