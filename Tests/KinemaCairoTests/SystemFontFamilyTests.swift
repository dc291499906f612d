import Foundation
import KinemaCairo
import KinemaCore
import KinemaGraphics
import KinemaLayout
import KinemaScene
import KinemaTestSupport
import Testing

/// The system font's family: Inter Display where it is installed (setup installs it), DejaVu
/// Sans with a diagnostic where it is not, and a font chosen by name drawn as named.
@MainActor
@Suite("System font family")
struct SystemFontFamilyTests {
    /// A measurer that reports one diagnostic, as a measurer without its font does.
    struct ReportingMeasurer: TextMeasurer {
        let diagnostic = SceneDiagnostic(message: "font missing")
        var diagnostics: [SceneDiagnostic] { [diagnostic] }

        func size(of text: String, font: Font, proposal: ProposedViewSize) -> CGSize {
            FallbackTextMeasurer().size(of: text, font: font, proposal: proposal)
        }

        func imageSize(atPath path: String) -> CGSize? { nil }
    }

    @Test("The preferred family when it is installed, DejaVu Sans otherwise")
    func familyAmongInstalled() {
        #expect(
            SystemFontFamily.family(among: ["DejaVu Sans", "Inter Display"]) == "Inter Display")
        #expect(SystemFontFamily.family(among: ["DejaVu Sans", "Inter"]) == "DejaVu Sans")
        #expect(SystemFontFamily.family(among: []) == "DejaVu Sans")
    }

    @Test("Drawing in the fallback is diagnosed, naming both families")
    func fallbackIsDiagnosed() throws {
        #expect(SystemFontFamily.diagnostic(drawingIn: "Inter Display") == nil)
        let diagnostic = try #require(SystemFontFamily.diagnostic(drawingIn: "DejaVu Sans"))
        #expect(diagnostic.message.contains("DejaVu Sans"))
        #expect(diagnostic.message.contains("Inter Display"))
        #expect(diagnostic.message.contains("fonts-inter"))
    }

    @Test("This machine has Inter Display (setup installs it) and draws the system font in it")
    func systemFontIsInterDisplay() {
        #expect(SystemFontFamily.resolved == "Inter Display")
        #expect(TextFont.defaultFamily == "Inter Display")
        #expect(SystemFontFamily.diagnostic == nil)
        // The system font measures as Inter Display named, and not as DejaVu Sans.
        let renderer = TextRenderer()
        let system = renderer.measure("Hello, World!", font: Font.body.textFont)
        let inter = renderer.measure(
            "Hello, World!", font: TextFont(family: "Inter Display", size: 17))
        let dejaVu = renderer.measure(
            "Hello, World!", font: TextFont(family: "DejaVu Sans", size: 17))
        expectClose(system.width, inter.width, absolute: 1e-9)
        #expect(dejaVu.width > system.width + 5)
        #expect(PangoTextMeasurer().diagnostics.isEmpty)
    }

    @Test("A font chosen by name is drawn in that family")
    func namedFontIsKept() {
        let renderer = TextRenderer()
        let named = renderer.measure(
            "Hello, World!", font: Font.custom("DejaVu Sans", size: 17).textFont)
        let dejaVu = renderer.measure(
            "Hello, World!", font: TextFont(family: "DejaVu Sans", size: 17))
        expectClose(named.width, dejaVu.width, absolute: 1e-9)
    }

    @Test("A measurer's diagnostics reach the host's and the timeline's")
    func measurerDiagnosticsAreReported() {
        let measurer = ReportingMeasurer()
        let host = ViewHost(size: CGSize(width: 100, height: 50), measurer: measurer) {
            Text("Hi")
        }
        #expect(host.diagnostics.contains(measurer.diagnostic))
        let timeline = SceneTimeline(
            size: CGSize(width: 100, height: 50), initialState: 0, measurer: measurer
        ) { _ in Text("Hi") }
        #expect(timeline.diagnostics == [measurer.diagnostic])
    }
}
