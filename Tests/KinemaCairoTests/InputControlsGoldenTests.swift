import Foundation
import KinemaCairo
import KinemaCairoTestSupport
import KinemaCore
import KinemaGraphics
import KinemaScene
import Testing

/// The app-style input files in AppStyle/ (SignInForm.swift, DisplaySettings.swift: app
/// code as written, `import SwiftUI` included) run in a ViewHost with scripted typing,
/// submission and selection, and render: goldens looked at before recording. The only
/// diagnostics allowed are the SF Symbol placeholders'.
@MainActor
@Suite("Text input and selection controls, hosted")
struct InputControlsGoldenTests {
    func render<V: View>(
        _ name: String, size: CGSize, at time: Double, script: [ScriptedInput] = [],
        @ViewBuilder _ content: () -> V
    ) async throws -> ViewHost {
        try await expectHostedSnapshot(
            named: "input-\(name)-\(time)", size: size, at: time, script: script, content)
    }

    @Test func signInFormEmptyAndFilled() async throws {
        let size = CGSize(width: 320, height: 360)
        _ = try await render("signin-empty", size: size, at: 0) { SignInForm() }
        // Email typed and submitted (focus moves to the password, whose caret shows), the
        // password half typed.
        _ = try await render(
            "signin-typing", size: size, at: 0.5,
            script: [
                .type("ada@example.com", into: "Email", at: 0.1),
                .submit("Email", at: 0.2), .type("lovelace", into: "Password", at: 0.3),
            ]
        ) { SignInForm() }
        // Submitting the password signs in: 0.2 s into the 0.4 s confirmation.
        _ = try await render(
            "signin-submitted", size: size, at: 0.6,
            script: [
                .type("ada@example.com", into: "Email", at: 0.1),
                .type("lovelace", into: "Password", at: 0.2), .submit("Password", at: 0.4),
            ]
        ) { SignInForm() }
    }

    @Test func settingsScreenSelectsASegment() async throws {
        let size = CGSize(width: 360, height: 560)
        _ = try await render("settings", size: size, at: 0) { DisplaySettings() }
        // "Large" selected at 0.1: 0.15 s into the text's spring.
        _ = try await render(
            "settings-large", size: size, at: 0.25,
            script: [
                .select("Large", in: "Text Size", at: 0.1), .select("Dark", in: "Theme", at: 0.1),
            ]
        ) { DisplaySettings() }
    }

    @Test func gaugeStyles() async throws {
        _ = try await render("gauges", size: CGSize(width: 320, height: 100), at: 0) {
            BatteryGauges()
        }
    }
}
