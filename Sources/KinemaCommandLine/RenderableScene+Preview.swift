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
    ///   - layout: The canvas: the device's (393 x 852 points, by default, as Xcode's
    ///     canvas shows a preview), the previews' ideal size, or a fixed size.
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
        self.init(
            name: name, summary: "the previews of \(Provider.self)",
            size: Self.canvas(of: layout) { Provider.previews }, duration: duration, fps: fps,
            sheet: sheet, background: background
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
        self.init(
            name: sceneName, summary: preview.displayName ?? "a preview",
            size: Self.canvas(of: preview.layout) { preview.content() }, duration: duration,
            fps: fps, sheet: sheet, background: background
        ) {
            preview.content()
        }
    }

    /// The canvas of a preview layout: its ideal size for `.sizeThatFits` (at least one
    /// point each way).
    @MainActor
    private static func canvas<Content: View>(
        of layout: PreviewLayout, content: () -> Content
    ) -> CGSize {
        switch layout {
        case .device:
            return PreviewLayout.deviceSize
        case .fixed(let width, let height):
            return CGSize(width: width, height: height)
        case .sizeThatFits:
            let size = ViewHost.fittingSize(measurer: PangoTextMeasurer(), content: content)
            return CGSize(
                width: max(size.width.rounded(.up), 1), height: max(size.height.rounded(.up), 1))
        }
    }
}
