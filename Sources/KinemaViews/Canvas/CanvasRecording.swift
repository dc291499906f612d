import Foundation
import KinemaCore
import KinemaGraphics
import KinemaScene

/// What a canvas renderer drew: display items in the canvas's coordinates, and the
/// diagnostics of what Kinema could not draw. Shared by every copy of a
/// ``GraphicsContext`` during one run of the renderer, so a reference type, used on one
/// thread only.
nonisolated internal final class CanvasRecording {
    /// The canvas's size.
    internal let size: CGSize
    /// Measures text and images.
    internal let measurer: any TextMeasurer
    /// The contextual styles (foreground levels, tint) and font where the canvas is.
    internal let styles: StyleContext
    internal let font: Font
    /// The environment where the canvas stands (the defaults until the renderer sets it).
    internal var environment = EnvironmentValues()
    internal var items: [DisplayItem] = []
    /// The canvas's symbols, their tags, and the items of each drawn so far, by symbol and
    /// frame size.
    internal var symbols = CanvasSymbols.none
    internal var symbolTags: [AnyHashable?] = []
    internal var symbolItems: [SymbolFrame: [DisplayItem]] = [:]
    /// The size of each symbol resolved so far, proposed the canvas's size.
    internal var symbolSizes: [Int: CGSize] = [:]
    /// The scale, variants, mode and font of the symbol images the renderer resolves.
    internal var symbolEnvironment = SymbolEnvironment()
    /// Whether a drawing blends (a blend mode other than normal): the canvas then
    /// composites as one layer, so drawings blend with each other only.
    internal var blends = false
    internal private(set) var diagnostics: [SceneDiagnostic] = []

    internal init(
        size: CGSize, measurer: any TextMeasurer, styles: StyleContext, font: Font
    ) {
        self.size = size
        self.measurer = measurer
        self.styles = styles
        self.font = font
    }

    /// Records a diagnostic once.
    internal func diagnose(_ message: String) {
        let diagnostic = SceneDiagnostic(message: "Canvas: " + message)
        if !diagnostics.contains(diagnostic) { diagnostics.append(diagnostic) }
    }
}

nonisolated extension GraphicsContext {
    /// Opens the groups of this context's clips and filters (and an opacity group when
    /// `opacityGroup`) in the recording; returns how many it opened.
    internal func openGroups(opacityGroup: Bool) -> Int {
        var count = 0
        // The blend mode outermost: the drawing, clipped and filtered, blends with what the
        // canvas drew before it.
        if blendMode != .normal {
            if let mode = blendMode.viewBlendMode {
                recording.items.append(.beginGroup(.blendMode(mode)))
                recording.blends = true
                count += 1
            } else {
                recording.diagnose(
                    "blend mode \(blendMode.rawValue) is recorded but drawn as normal")
            }
        }
        for clip in clips {
            var path = clip.path
            var eoFill = clip.eoFill
            if clip.options.contains(.inverse) {
                // The canvas's bounds minus the path: even-odd over both.
                var outside = Path(
                    CGRect(origin: .zero, size: recording.size).applying(clip.transform.inverted()))
                outside.addPath(path)
                path = outside
                eoFill = true
            }
            recording.items.append(
                .beginGroup(.clip(path: path, eoFill: eoFill, transform: clip.transform)))
            count += 1
        }
        // The first filter added is the outermost group: it applies last, to what the
        // filters added after it made (so `.alphaThreshold` then `.blur` blurs first).
        for filter in filters {
            let scale = filter.transform.lengthScale
            switch filter.filter.storage {
            case .blur(let radius):
                guard radius * scale > 0 else { continue }
                recording.items.append(.beginGroup(.blur(radius: radius * scale)))
            case .shadow(let color, let radius, let x, let y):
                let t = filter.transform
                let offset = CGSize(width: t.a * x + t.c * y, height: t.b * x + t.d * y)
                recording.items.append(
                    .beginGroup(.shadow(color: color, radius: radius * scale, offset: offset)))
            case .colorMatrix(let matrix):
                recording.items.append(.beginGroup(.colorMatrix(matrix)))
            case .alphaThreshold(let min, let max, let color):
                recording.items.append(
                    .beginGroup(.alphaThreshold(min: min, max: max, color: color)))
            }
            count += 1
        }
        let opacity = opacity.isNaN ? 1 : min(max(opacity, 0), 1)
        if opacityGroup && opacity < 1 {
            recording.items.append(.beginGroup(.opacity(opacity)))
            count += 1
        }
        return count
    }

    /// Records `item` under this context's clips and filters (opacity is already in it
    /// unless `opacityGroup`).
    internal func record(_ item: DisplayItem, opacityGroup: Bool = false) {
        let groups = openGroups(opacityGroup: opacityGroup)
        recording.items.append(item)
        for _ in 0..<groups { recording.items.append(.endGroup) }
    }
}

nonisolated extension CGAffineTransform {
    /// The square root of the absolute determinant: how the transform scales lengths on
    /// average (0 for a non-finite transform).
    internal var lengthScale: CGFloat {
        let value = abs(a * d - b * c).squareRoot()
        return value.isFinite ? value : 0
    }
}
