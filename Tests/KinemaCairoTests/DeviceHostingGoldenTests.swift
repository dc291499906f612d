import Foundation
import KinemaCairo
import KinemaCairoTestSupport
import KinemaCore
import KinemaGraphics
import KinemaLayout
import KinemaScene
import Testing

/// A sign-up screen as an iOS file writes it: a background that ignores the safe area, a
/// title and cards in the safe area, and a bottom bar in a `safeAreaInset` whose
/// background reaches under the home indicator.
private struct SignUpScreen: View {
    var body: some View {
        ZStack {
            LinearGradient(
                colors: [Color(red: 0.93, green: 0.95, blue: 1), .white], startPoint: .top,
                endPoint: .bottom
            )
            .ignoresSafeArea()
            VStack(alignment: .leading, spacing: 12) {
                Text("Welcome").font(.largeTitle.bold())
                ForEach(0..<3, id: \.self) { index in
                    RoundedRectangle(cornerRadius: 12)
                        .fill(Color.blue.opacity(0.15 + 0.2 * Double(index)))
                        .frame(height: 60)
                }
                Spacer()
            }
            .padding(.horizontal)
        }
        .safeAreaInset(edge: .bottom, spacing: 0) {
            Text("Continue").font(.headline).foregroundStyle(.white)
                .frame(maxWidth: .infinity).padding(.vertical, 14)
                .background(Color.blue)
        }
    }
}

@MainActor
@Suite("Hosting on a device, drawn")
struct DeviceHostingGoldenTests {
    /// Looked at: the gradient covers the status bar and the home indicator, the title
    /// starts under the status bar (y 59 on an iPhone 15), and the blue bar's background
    /// runs to the screen's bottom edge while its label stays above the home indicator.
    @Test func signUpScreenOnAnIPhone15() throws {
        let host = ViewHost(device: .iPhone15, measurer: PangoTextMeasurer()) { SignUpScreen() }
        let image = try DisplayListRenderer().render(
            host.timeline.frame(at: 0), options: DisplayListRenderOptions(background: .white))
        expectSnapshot(image, named: "device-iphone15-signup")
        #expect(image.width == 393 && image.height == 852)
        let bottom = image[196, 851]
        #expect(bottom.blue > 200 && bottom.red < 60, "the bar reaches the bottom edge")
    }
}
