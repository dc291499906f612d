import Foundation
import KinemaAnimation
import KinemaCairo
import KinemaCairoTestSupport
import KinemaCore
import KinemaGraphics
import KinemaLayout
import KinemaScene
import KinemaViews
import Testing

/// The bounds of the selected tab.
private struct SelectedTabKey: PreferenceKey {
    static let defaultValue: Anchor<CGRect>? = nil
    static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) {
        value = value ?? nextValue()
    }
}

/// A typical app screen written as in SwiftUI: a tab bar whose underline follows the
/// selected tab through an anchor preference, and a progress bar sized by a
/// `GeometryReader`; both animate as the view appears.
private struct DownloadsScreen: View {
    @State private var selection = 0
    @State private var progress = 0.2
    let tabs = ["Recent", "Downloads", "Shared"]

    var body: some View {
        VStack(alignment: .leading, spacing: 24) {
            HStack(spacing: 20) {
                ForEach(0..<tabs.count, id: \.self) { index in
                    Text(tabs[index])
                        .foregroundStyle(index == selection ? Color.primary : Color.secondary)
                        .anchorPreference(key: SelectedTabKey.self, value: .bounds) {
                            index == selection ? $0 : nil
                        }
                }
            }
            .overlayPreferenceValue(SelectedTabKey.self) { anchor in
                GeometryReader { proxy in
                    if let anchor {
                        let rect = proxy[anchor]
                        Capsule().fill(Color.blue)
                            .frame(width: rect.width, height: 3)
                            .offset(x: rect.minX, y: rect.maxY + 4)
                    }
                }
            }
            GeometryReader { proxy in
                ZStack(alignment: .leading) {
                    Capsule().fill(Color.gray.opacity(0.25))
                    Capsule().fill(Color.green)
                        .frame(width: proxy.size.width * progress)
                }
            }
            .frame(height: 10)
        }
        .padding(20)
        .onAppear {
            withAnimation(.easeInOut(duration: 0.5)) {
                selection = 1
                progress = 0.75
            }
        }
    }
}

/// A golden of geometry-driven layout: readers and preferences, hosted.
@MainActor
@Suite("Geometry readers and preferences, hosted")
struct GeometryGoldenTests {
    @Test func tabUnderlineAndProgressBar() async throws {
        let host = ViewHost(size: CGSize(width: 320, height: 120), measurer: PangoTextMeasurer()) {
            DownloadsScreen()
        }
        await host.run(until: 1)
        #expect(host.diagnostics.isEmpty, "\(host.diagnostics)")
        let renderer = DisplayListRenderer()
        for time in [0, 0.25, 1] {
            let image = try renderer.render(
                host.timeline.frame(at: time),
                options: DisplayListRenderOptions(background: .white))
            expectSnapshot(image, named: "geometry-tabs-\(time)")
        }
    }
}
