import Foundation
import KinemaCore
import KinemaGraphics
import KinemaScene
import KinemaViews
import Testing

/// `GraphicsContext.environment`: the environment where the canvas stands, as a particle
/// system reads its colour scheme or Dynamic Type size from it.
@MainActor
@Suite("GraphicsContext.environment")
struct CanvasEnvironmentTests {
    /// A canvas filling 10 by 10 points red, white in the dark colour scheme.
    nonisolated private static func schemeCanvas() -> some View {
        Canvas { context, _ in
            let dark = context.environment.colorScheme == .dark
            context.fill(
                Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(dark ? white : red))
        }
        .frame(width: 40, height: 40)
    }

    @Test func theContextReadsTheCanvasEnvironment() {
        let light = render { Self.schemeCanvas() }
        let dark = render { Self.schemeCanvas().environment(\.colorScheme, .dark) }
        #expect(light.drawings.compactMap(\.paint) == [.color(red)])
        #expect(dark.drawings.compactMap(\.paint) == [.color(white)])
    }

    @Test func valuesSetAboveReachTheRenderer() {
        let list = render {
            Canvas { context, _ in
                let width: CGFloat =
                    context.environment.dynamicTypeSize.isAccessibilitySize ? 20 : 10
                context.fill(Path(CGRect(x: 0, y: 0, width: width, height: 10)), with: .color(red))
            }
            .frame(width: 40, height: 40)
            .padding()
            .environment(\.dynamicTypeSize, .accessibility2)
        }
        #expect(list.drawings.compactMap(\.path).map(\.boundingRect.width) == [20])
    }
}
