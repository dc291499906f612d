import Foundation
import KinemaCore
import KinemaGraphics

extension Preview {
    /// The canvas the preview is shown on, in points (Kinema's own): for the device layout,
    /// the device's screen (its width and height swapped for a landscape orientation); for a
    /// fixed layout, its size as given; for `sizeThatFits`, the size `content` takes when
    /// proposed nothing, rounded up to whole points, at least one point each way.
    ///
    /// - Parameters:
    ///   - content: The preview's content (with its modifiers), measured for `sizeThatFits`.
    ///   - deviceSize: The device's screen in portrait, in points; an iPhone 15's by default.
    ///   - measurer: Measures text and images.
    /// - Returns: The canvas; a fixed layout's size is not checked (it may be zero, negative
    ///   or not finite).
    public func canvasSize(
        of content: AnyView, deviceSize: CGSize = PreviewLayout.deviceSize,
        measurer: any TextMeasurer = FallbackTextMeasurer()
    ) -> CGSize {
        switch layout {
        case .device:
            switch orientation {
            case .landscapeLeft, .landscapeRight:
                return CGSize(width: deviceSize.height, height: deviceSize.width)
            case .portrait, .portraitUpsideDown:
                return deviceSize
            }
        case .fixed(let width, let height):
            return CGSize(width: width, height: height)
        case .sizeThatFits:
            let size = ViewHost.fittingSize(measurer: measurer) { content }
            func side(_ length: CGFloat) -> CGFloat {
                length.isFinite ? max(length.rounded(.up), 1) : 1
            }
            return CGSize(width: side(size.width), height: side(size.height))
        }
    }

    /// The device the preview is shown on (Kinema's own): the one its `PreviewProvider`
    /// chose with `previewDevice(_:)` when Kinema's table has it
    /// (``PreviewDevice/screen``), else `fallback`.
    ///
    /// - Parameter fallback: The device when the preview chose none, or one Kinema does not
    ///   know (``device`` then names it); an iPhone 15 by default, as in Xcode's canvas.
    public func screen(otherwise fallback: DeviceScreen = .default) -> DeviceScreen {
        device?.screen ?? fallback
    }

    /// The canvas the preview is shown on, on `device`, in points, and the safe-area
    /// insets of its content (Kinema's own): for the device layout, the device's screen
    /// and safe area in the preview's orientation, as Xcode's canvas shows it; for the
    /// other layouts, ``canvasSize(of:deviceSize:measurer:)`` without a safe area.
    ///
    /// - Parameters:
    ///   - content: The preview's content (with its modifiers), measured for `sizeThatFits`.
    ///   - device: The device (see ``screen(otherwise:)``).
    ///   - measurer: Measures text and images.
    public func canvas(
        of content: AnyView, on device: DeviceScreen,
        measurer: any TextMeasurer = FallbackTextMeasurer()
    ) -> (size: CGSize, safeAreaInsets: EdgeInsets) {
        let size = canvasSize(of: content, deviceSize: device.size, measurer: measurer)
        guard case .device = layout else { return (size, EdgeInsets()) }
        return (size, device.safeAreaInsets(in: orientation))
    }

    /// A name for the preview's files (Kinema's own): its file (or its provider), then its
    /// display name, or its line (or place among the provider's previews) when it has none;
    /// in lowercase ASCII letters, digits and dashes, at most 80 characters. So
    /// `progressring-ring` for `#Preview("Ring")` in ProgressRing.swift,
    /// `progressring-42` for an unnamed one at line 42, `streakbadge-previews-no-streak` for
    /// a provider's view named "No streak". A name keeps its files when lines move.
    public var fileName: String {
        var parts: [String] = []
        if let location = source?.location {
            let file = location.fileID.split(separator: "/").last.map(String.init) ?? ""
            parts.append(file.replacingOccurrences(of: ".swift", with: ""))
            if displayName == nil { parts.append("\(location.line)") }
        } else if let source {
            let type = source.providerType?.split(separator: ".").last.map(String.init)
            parts.append(type ?? source.moduleName)
            if displayName == nil { parts.append("\(source.index)") }
        } else {
            parts.append("preview")
        }
        if let displayName { parts.append(displayName) }
        var name = ""
        for scalar in parts.joined(separator: "-").lowercased().unicodeScalars {
            if scalar.isASCII, CharacterSet.alphanumerics.contains(scalar) {
                name.unicodeScalars.append(scalar)
            } else if !name.isEmpty, !name.hasSuffix("-") {
                name += "-"
            }
        }
        while name.hasSuffix("-") { name.removeLast() }
        return name.isEmpty ? "preview" : String(name.prefix(80))
    }
}
