import Foundation
import KinemaCairo
import KinemaCairoTestSupport
import KinemaCore
import KinemaGraphics
import KinemaLayout
import KinemaScene
import Testing

/// The controls drawn in Kinema's neutral iOS-like style, looked at before recording: a
/// gallery of buttons in every built-in style (pressed and not), and a settings form
/// with toggles, a slider, a stepper and progress views under a large title.
@MainActor
@Suite("Controls gallery goldens")
struct ControlsGalleryGoldenTests {
    /// Renders `content` with the controls whose label is `"Pressed"` held pressed.
    func render<V: View>(
        _ name: String, size: CGSize, @ViewBuilder _ content: @escaping @Sendable () -> V
    ) throws {
        var timeline = SceneTimeline(
            size: size, initialState: 0, measurer: PangoTextMeasurer()
        ) { _ in content() }
        let pressed = timeline.controlTargets().filter { $0.matches("Pressed") }
        timeline.pressedControls = Set(pressed.map(\.identity))
        timeline.change(at: 1) { $0 = 1 }
        let image = try DisplayListRenderer().render(
            timeline.frame(at: 1), options: DisplayListRenderOptions(background: .white))
        expectSnapshot(image, named: name)
    }

    @Test func buttons() throws {
        try render("buttons", size: CGSize(width: 320, height: 300)) {
            ButtonGallery()
        }
    }

    @Test func settingsForm() throws {
        try render("settings-form", size: CGSize(width: 320, height: 600)) {
            SettingsForm()
        }
    }
}

/// Rows of buttons: each built-in style at rest and pressed, then tinted, destructive,
/// disabled and capsule variants.
private struct ButtonGallery: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 14) {
            row("Plain") {
                Button("Plain") {}.buttonStyle(.plain)
            } pressed: {
                Button("Pressed") {}.buttonStyle(.plain)
            }
            row("Borderless") {
                Button("Borderless") {}.buttonStyle(.borderless)
            } pressed: {
                Button("Pressed") {}.buttonStyle(.borderless)
            }
            row("Bordered") {
                Button("Bordered") {}.buttonStyle(.bordered)
            } pressed: {
                Button("Pressed") {}.buttonStyle(.bordered)
            }
            row("Prominent") {
                Button("Prominent") {}.buttonStyle(.borderedProminent)
            } pressed: {
                Button("Pressed") {}.buttonStyle(.borderedProminent)
            }
            HStack(spacing: 10) {
                Button("Tinted") {}.buttonStyle(.borderedProminent).tint(.orange)
                Button("Delete", role: .destructive) {}.buttonStyle(.bordered)
                Button("Off") {}.buttonStyle(.borderedProminent).disabled(true)
            }
            HStack(spacing: 10) {
                Button("Capsule") {}.buttonStyle(.bordered).buttonBorderShape(.capsule)
                Button("Small") {}.buttonStyle(.borderedProminent).controlSize(.small)
                Button("Large") {}.buttonStyle(.borderedProminent).controlSize(.large)
            }
        }
        .padding(16)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }

    private func row<A: View, B: View>(
        _ title: String, @ViewBuilder _ normal: () -> A, @ViewBuilder pressed: () -> B
    ) -> some View {
        HStack(spacing: 16) {
            normal()
            pressed()
        }
    }
}

/// A settings form: toggles on and off, a slider with value labels, a stepper, a bar
/// and a spinner, and a destructive button row.
private struct SettingsForm: View {
    var body: some View {
        NavigationStack {
            Form {
                Section("Connectivity") {
                    Toggle("Wi-Fi", isOn: .constant(true))
                    Toggle("Bluetooth", isOn: .constant(false))
                    Toggle("Hotspot", isOn: .constant(true)).tint(.orange)
                }
                Section {
                    Slider(value: .constant(0.35)) {
                        Text("Brightness")
                    } minimumValueLabel: {
                        Text("A").font(.footnote)
                    } maximumValueLabel: {
                        Text("A").font(.title3)
                    }
                    Stepper("Copies: 2", value: .constant(2), in: 1...9)
                    ProgressView("Syncing", value: 0.6)
                    HStack {
                        Text("Loading")
                        Spacer()
                        ProgressView()
                    }
                } header: {
                    Text("DISPLAY")
                } footer: {
                    Text("Changes apply to every device.")
                }
                Button("Sign Out", role: .destructive) {}
            }
            .navigationTitle("Settings")
        }
    }
}
