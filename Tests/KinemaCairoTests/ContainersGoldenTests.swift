import KinemaCairo
import KinemaCairoTestSupport
import KinemaScene
import SwiftUI
import Testing

/// Containers that reach their children and UIKit stand-ins, drawn: tags in a flow made
/// with `ForEach(subviews:)`, a divided `_VariadicView` column, and the loading screen's
/// wrapped UIKit and AppKit views. Looked at before recording.
@MainActor
@Suite("Containers and platform views, drawn")
struct ContainersGoldenTests {
    private func snapshot(
        _ name: String, size: CGSize, @ViewBuilder _ content: () -> some View
    ) async throws {
        let host = ViewHost(size: size, measurer: PangoTextMeasurer(), content: content)
        await host.run(until: 0.5)
        let image = try DisplayListRenderer().render(
            host.frame(at: 0.5), options: DisplayListRenderOptions(background: .white))
        expectSnapshot(image, named: name)
    }

    @Test func tagsFlowAndADividedColumn() async throws {
        try await snapshot("tag-flow", size: CGSize(width: 220, height: 160)) {
            VStack(spacing: 16) {
                TagFlow {
                    ForEach(["Swift", "Linux", "Cairo", "Animation", "Layout"], id: \.self) {
                        Text($0).font(.callout)
                    }
                }
                .frame(width: 200)
                DividedStack {
                    Text("First")
                    Text("Second")
                }
                .frame(width: 120)
            }
        }
    }

    @Test func platformStandIns() async throws {
        let model = LoadingModel()
        model.isLoading = true
        try await snapshot("platform-stand-ins", size: CGSize(width: 200, height: 200)) {
            // Over stripes, so that the blur's and the sidebar's materials show.
            HStack(spacing: 0) {
                ForEach(0..<8) { index in
                    (index.isMultiple(of: 2) ? Color.indigo : Color.orange).frame(width: 25)
                }
            }
            .overlay(LoadingScreen(model: model, log: PlatformLog()))
        }
    }
}
