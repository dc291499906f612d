import Foundation
import KinemaCairo
import KinemaCairoTestSupport
import KinemaCore
import KinemaGraphics
import KinemaScene
import Testing

/// The container files in AppStyle/ (TabbedApp.swift, PresentingScreen.swift: app code as
/// written, `import SwiftUI` included) run in a ViewHost with scripted taps on tab items,
/// toolbar buttons and presentation buttons, and render: a golden of each at a time,
/// looked at before recording. The only diagnostics allowed are the SF Symbol
/// placeholders'.
@MainActor
@Suite("Containers, bars and presentations, hosted")
struct ContainerGoldenTests {
    let phone = CGSize(width: 320, height: 560)

    func render<V: View>(
        _ name: String, at time: Double, script: [ScriptedInput] = [],
        sourceLocation: SourceLocation = #_sourceLocation, @ViewBuilder _ content: () -> V
    ) async throws {
        try await expectHostedSnapshot(
            named: "container-\(name)-\(time)", size: phone, at: time, script: script,
            sourceLocation: sourceLocation, content)
    }

    @Test func tabbedAppAtRest() async throws {
        try await render("tabs-recipes", at: 0) { TabbedApp() }
    }

    @Test func toolbarButtonAddsARowWithAnimation() async throws {
        // The default animation 0.15 s into the insertion: the new row fading in.
        try await render("tabs-add", at: 0.65, script: [.tap("Add", at: 0.5)]) { TabbedApp() }
    }

    @Test func tabItemsSwitchTabs() async throws {
        try await render(
            "tabs-favorites", at: 1.2, script: [.tap("Favorites", at: 0.5), .tap("Grid", at: 1)]
        ) { TabbedApp() }
        try await render("tabs-settings", at: 1, script: [.tap("Settings", at: 0.5)]) {
            TabbedApp()
        }
    }

    @Test func alertOverTheList() async throws {
        // Mid-appearance (0.15 s into the default animation), then at rest.
        try await render("alert", at: 0.35, script: [.tap("Clear", at: 0.2)]) {
            PresentingScreen()
        }
        try await render("alert", at: 1.2, script: [.tap("Clear", at: 0.2)]) {
            PresentingScreen()
        }
    }

    @Test func alertButtonClearsAndDismisses() async throws {
        // The alert's "Clear" (the innermost target of that name while the alert is up)
        // empties the list; 0.2 s later the alert is fading out over the emptying list.
        try await render(
            "alert-cleared", at: 1.2, script: [.tap("Clear", at: 0.2), .tap("Clear", at: 1)]
        ) { PresentingScreen() }
    }

    @Test func sheetAtTheMediumDetent() async throws {
        try await render("sheet", at: 0.4, script: [.tap("Filters", at: 0.2)]) {
            PresentingScreen()
        }
        try await render("sheet", at: 1.5, script: [.tap("Filters", at: 0.2)]) {
            PresentingScreen()
        }
    }

    @Test func redactedPlaceholdersWhileLoading() async throws {
        try await render("loading", at: 0.5) { LoadingFeed() }
    }
}
