import Foundation
import KinemaCore
import KinemaGraphics
import KinemaScene
import KinemaTestSupport
import Testing

/// Text fields as iOS draws them at rest, and scripted typing, focus and submission in a
/// host.
@MainActor
@Suite struct TextInputTests {
    let wide = CGSize(width: 200, height: 100)
    let placeholder = Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.3)

    @Test func emptyFieldShowsTheTitleAsPlaceholder() {
        let text = TestBox("")
        let list = render(wide) { TextField("Name", text: text.binding) }
        #expect(list.texts.map(\.string) == ["Name"])
        expectColor(list.texts.first?.color, placeholder)
    }

    @Test func promptWinsOverTheTitle() {
        let text = TestBox("")
        let list = render(wide) {
            TextField("Name", text: text.binding, prompt: Text("Required"))
        }
        #expect(list.texts.map(\.string) == ["Required"])
        // The target is named by its title.
        let targets = controlTargets(wide) {
            TextField("Name", text: text.binding, prompt: Text("Required"))
        }
        #expect(targets.map(\.text) == ["Name"])
    }

    @Test func textDrawsInThePrimaryColourAndFillsTheWidth() {
        let text = TestBox("Ada")
        let list = render(wide) {
            TextField("Name", text: text.binding).background(Color.red)
        }
        #expect(list.texts.map(\.string) == ["Ada"])
        expectColor(list.texts.first?.color, .primary)
        // The background spans the 200 points offered.
        expectClose(list.box(0).width, 200, absolute: 1e-9)
        expectClose(list.box(1).minX, 0, absolute: 1e-9)
    }

    @Test func secureFieldDrawsABulletPerCharacter() {
        let text = TestBox("pa55 w😀")
        let list = render(wide) { SecureField("Password", text: text.binding) }
        #expect(list.texts.map(\.string) == ["•••••••"])
        let empty = TestBox("")
        let placeholderList = render(wide) { SecureField("Password", text: empty.binding) }
        #expect(placeholderList.texts.map(\.string) == ["Password"])
    }

    @Test func roundedBorderDrawsAWhiteBoxWithAHairlineBorder() {
        let text = TestBox("")
        let list = render(wide) {
            TextField("Email", text: text.binding).textFieldStyle(.roundedBorder)
        }
        // Fill, text, border.
        expectColor(list.drawings[0].color, .white)
        expectClose(list.box(0).width, 200, absolute: 1e-9)
        #expect(list.texts.map(\.string) == ["Email"])
        expectClose(list.box(1).minX, 7, absolute: 1e-9)
        expectColor(
            list.drawings[2].color,
            Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.29))
    }

    struct Underlined: TextFieldStyle {
        func _body(configuration: TextField<_Label>) -> some View {
            VStack {
                configuration
                Rectangle().fill(Color.orange).frame(height: 1)
            }
        }
    }

    @Test func customTextFieldStyleWrapsTheField() {
        let text = TestBox("Ada")
        let list = render(wide) {
            TextField("Name", text: text.binding).textFieldStyle(Underlined())
        }
        #expect(list.texts.map(\.string) == ["Ada"])
        expectColor(list.drawings[1].color, .orange)
        // One target, not one for the configuration too.
        let targets = controlTargets(wide) {
            TextField("Name", text: text.binding).textFieldStyle(Underlined())
        }
        #expect(targets.count == 1)
    }

    @Test func formattedFieldShowsTheFormattedValue() {
        let amount = TestBox(1234.5)
        let list = render(wide) {
            TextField("Amount", value: amount.binding, format: .number)
        }
        #expect(list.texts.map(\.string) == ["1,234.5"])
    }

    @Test func textEditorInsetsItsTextAtTheTopLeading() {
        let notes = TestBox("Notes")
        let list = render(wide) { TextEditor(text: notes.binding) }
        #expect(list.texts.map(\.string) == ["Notes"])
        expectClose(list.box(0).minX, 5, absolute: 1e-9)
        expectClose(list.box(0).minY, 8, absolute: 1e-9)
    }
}

private struct SignIn: View {
    enum Field: Hashable { case email, password }
    @State private var email = ""
    @State private var password = ""
    @State private var submitted = 0
    @FocusState private var focus: Field?

    var body: some View {
        VStack {
            TextField("Email", text: $email)
                .focused($focus, equals: .email)
                .onSubmit { focus = .password }
            SecureField("Password", text: $password)
                .focused($focus, equals: .password)
            Text("focus \(focus.map { "\($0)" } ?? "none") \(email) \(password.count) \(submitted)")
        }
        .onSubmit { submitted += 1 }
    }
}

/// Digits only: a parse strategy that refuses anything else (Foundation's number
/// parsing is lenient and reads "42x" as 42).
private struct Digits: ParseableFormatStyle {
    struct Strategy: ParseStrategy {
        struct Refused: Error {}
        func parse(_ value: String) throws -> Int {
            guard !value.isEmpty, value.allSatisfy(\.isASCII), let number = Int(value) else {
                throw Refused()
            }
            return number
        }
    }
    var parseStrategy: Strategy { Strategy() }
    func format(_ value: Int) -> String { String(value) }
}

private struct Amount: View {
    @State private var amount = 0
    @FocusState private var isFocused: Bool

    var body: some View {
        VStack {
            TextField("Amount", value: $amount, format: Digits())
                .focused($isFocused)
            Text("amount \(amount) \(isFocused)")
        }
    }
}

@MainActor
@Suite("ViewHost: text input")
struct TextInputHostTests {
    let size = CGSize(width: 240, height: 160)

    func caption(_ host: ViewHost, at time: Double) -> String? {
        host.frame(at: time).texts.map(\.string).first {
            $0.hasPrefix("focus") || $0.hasPrefix("amount")
        }
    }

    @Test("Typing focuses the field and appends; submit moves focus and runs onSubmit")
    func typeAndSubmit() async {
        let host = ViewHost(size: size) { SignIn() }
        host.play([
            .type("ada@example.com", into: "Email", at: 0.1),
            .submit("Email", at: 0.2),
            .type("secret", into: "Password", at: 0.3),
            .submit("Password", at: 0.4),
        ])
        await host.run(until: 1)
        #expect(host.diagnostics.isEmpty, "\(host.diagnostics)")
        #expect(caption(host, at: 0.15) == "focus email ada@example.com 0 0")
        // The email field's own onSubmit moved focus on; the outer one ran too.
        #expect(caption(host, at: 0.25) == "focus password ada@example.com 0 1")
        #expect(caption(host, at: 0.35) == "focus password ada@example.com 6 1")
        // Submitting the password field takes focus away.
        #expect(caption(host, at: 1) == "focus none ada@example.com 6 2")
        // The password draws as bullets, with the focused field's caret before submission.
        #expect(host.frame(at: 0.35).texts.contains { $0.string == "••••••" })
    }

    @Test("A focused field draws a caret in the accent colour")
    func caret() async {
        let host = ViewHost(size: size) { SignIn() }
        host.play([.tap("Email", at: 0.1)])
        await host.run(until: 1)
        let before = host.frame(at: 0)
        let after = host.frame(at: 0.5)
        #expect(caption(host, at: 0.5) == "focus email  0 0")
        let blue = Color.blue
        let carets = after.drawings.indices.filter { index in
            guard case .fill = after.drawings[index], let color = after.drawings[index].color
            else { return false }
            return abs(color.red - blue.red) + abs(color.green - blue.green)
                + abs(color.blue - blue.blue) < 1e-6
        }
        #expect(carets.count == 1, "\(after)")
        // 2 points wide, a line high, at the field's leading edge (the field is empty):
        // y 41.4 to 61.8 on the host's pixel grid at @1x, 41 to 62.
        expectRect(after.box(carets[0]), CGRect(x: 0, y: 41, width: 2, height: 21))
        #expect(before.drawings.count + 1 == after.drawings.count)
    }

    @Test("Formatted fields parse typed text; text that does not parse is refused")
    func formatted() async {
        let host = ViewHost(size: size) { Amount() }
        host.play([
            .type("42", into: "Amount", at: 0.1),
            .type("x", into: "Amount", at: 0.2),
        ])
        await host.run(until: 1)
        // "0" and "42" typed read "042".
        #expect(caption(host, at: 0.15) == "amount 42 true")
        #expect(caption(host, at: 1) == "amount 42 true")
        #expect(
            host.diagnostics.contains {
                $0.message.contains("'Amount'") && $0.message.contains("'42x'")
            },
            "\(host.diagnostics)")
    }

    @Test("Typing into a toggle is diagnosed and changes nothing")
    func wrongControl() async {
        struct Settings: View {
            @State var isOn = false
            var body: some View {
                Toggle("Wi-Fi", isOn: $isOn)
                Text(isOn ? "on" : "off")
            }
        }
        let host = ViewHost(size: size) { Settings() }
        host.play([.type("hello", into: "Wi-Fi", at: 0.1), .submit("Wi-Fi", at: 0.2)])
        await host.run(until: 1)
        #expect(host.frame(at: 1).texts.contains { $0.string == "off" })
        #expect(host.diagnostics.count == 2, "\(host.diagnostics)")
    }
}
