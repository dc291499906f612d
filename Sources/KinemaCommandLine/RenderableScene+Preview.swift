import Foundation
import KinemaCairo
import KinemaCore
import KinemaScene

extension RenderableScene {
    /// Creates a scene from a `PreviewProvider`: its `previews`, hosted as a view (see
    /// ``init(name:summary:size:duration:fps:sheet:background:script:view:)``), in a canvas
    /// of `layout`.
    ///
    /// ```swift
    /// await KinemaCommand.main(scenes: [
    ///     RenderableScene(name: "loader", previews: Loader_Previews.self, layout: .sizeThatFits)
    /// ])
    /// ```
    /// - Parameters:
    ///   - name: The name users type.
    ///   - previews: The provider.
    ///   - layout: The canvas: the default device's screen (an iPhone 15, 393 x 852
    ///     points, with the previews laid out in its safe area, as Xcode's canvas shows a
    ///     preview), the previews' ideal size, or a fixed size (no safe area).
    ///   - duration: The default length in seconds; 2 by default.
    ///   - fps: The default frame rate; 30 by default.
    ///   - sheet: The sprite sheet written without `--sheet`; `nil` (the default) for none.
    ///   - background: Painted under every frame; white by default.
    @MainActor
    public init<Provider: PreviewProvider>(
        name: String, previews: Provider.Type, layout: PreviewLayout = .device,
        duration: Double = 2, fps: Double = 30, sheet: SpriteSheetOptions.Layout? = nil,
        background: Color = .white
    ) {
        let (size, insets) = Self.canvas(of: layout) { Provider.previews }
        self.init(
            name: name, summary: "the previews of \(Provider.self)", canvas: size,
            safeAreaInsets: insets, duration: duration, fps: fps, sheet: sheet,
            background: background, script: []
        ) {
            Provider.previews
        }
    }

    /// Creates a scene from a `Preview` (the value a `#Preview` declares), in a canvas of
    /// its layout trait (the device's unless it has one).
    /// - Parameters:
    ///   - name: The name users type; the preview's display name by default.
    ///   - preview: The preview.
    ///   - duration: The default length in seconds; 2 by default.
    ///   - fps: The default frame rate; 30 by default.
    ///   - sheet: The sprite sheet written without `--sheet`; `nil` (the default) for none.
    ///   - background: Painted under every frame; white by default.
    @MainActor
    public init(
        name: String? = nil, preview: Preview, duration: Double = 2, fps: Double = 30,
        sheet: SpriteSheetOptions.Layout? = nil, background: Color = .white
    ) {
        let sceneName =
            name ?? preview.displayName.map {
                $0.lowercased().replacingOccurrences(of: " ", with: "-")
            }
            ?? "preview"
        let (size, insets) = Self.canvas(of: preview.layout) { preview.content() }
        self.init(
            name: sceneName, summary: preview.displayName ?? "a preview", canvas: size,
            safeAreaInsets: insets, duration: duration, fps: fps, sheet: sheet,
            background: background, script: []
        ) {
            preview.content()
        }
    }

    /// The canvas of a preview layout and its safe-area insets: the default device's
    /// screen and safe area for `.device`; for `.sizeThatFits` the content's ideal size
    /// (at least one point each way) and for `.fixed` the size, both without a safe area,
    /// as Xcode's canvas shows them.
    @MainActor
    private static func canvas<Content: View>(
        of layout: PreviewLayout, content: () -> Content
    ) -> (CGSize, EdgeInsets) {
        switch layout {
        case .device:
            return (DeviceScreen.default.size, DeviceScreen.default.safeAreaInsets)
        case .fixed(let width, let height):
            return (CGSize(width: width, height: height), EdgeInsets())
        case .sizeThatFits:
            let size = ViewHost.fittingSize(measurer: PangoTextMeasurer(), content: content)
            return (
                CGSize(
                    width: max(size.width.rounded(.up), 1),
                    height: max(size.height.rounded(.up), 1)),
                EdgeInsets()
            )
        }
    }
}
