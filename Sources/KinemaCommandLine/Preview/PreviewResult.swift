import Foundation
import KinemaCairo
import KinemaGraphics
import KinemaScene

/// One preview as the runner rendered it (or failed to): what it prints, what the gallery
/// shows, and a line of `previews.json`.
struct PreviewResult: Codable, Equatable, Sendable {
    /// The preview's place in the run, from 0.
    var index: Int
    /// Its name: the display name, else its file and line (or provider and place).
    var title: String
    /// `Module/File.swift:12` for a `#Preview`, `Module.Type[0]` for a provider's.
    var source: String
    /// The file it is declared in, when known, and the line.
    var filePath: String?
    var line: Int?
    /// Its traits as written (`.sizeThatFitsLayout`, `.modifier(SampleData)`).
    var traits: [String]
    /// The layout: `device`, `sizeThatFits` or `fixed`.
    var layout: String
    /// The folder its files are in, relative to the output folder.
    var folder: String
    /// The device it was shown on (its screen for the device layout, its size classes).
    var device: String?
    /// The canvas in points.
    var width: Double = 0
    var height: Double = 0
    /// The frames rendered and their length in seconds.
    var frames = 0
    var seconds = 0.0
    /// How long rendering it took, in seconds (hosting, settling, frames, files).
    var renderSeconds = 0.0
    /// The processor time rendering it took, in seconds (every thread of the runner).
    var renderCPUSeconds = 0.0
    /// Whether it has a sprite sheet.
    var hasSheet = false
    /// Why it failed, if it did.
    var error: String?
    /// What the host noticed (diagnostics), once each.
    var notes: [String] = []

    /// A result for `preview`, the `index`-th, whose files go to `folder`; `location` is
    /// where a provider was found in the sources, if it was.
    @MainActor
    init(_ preview: Preview, index: Int, folder: String, location: (String, Int)? = nil) {
        self.index = index
        let source = preview.source
        self.source = source?.description ?? "preview \(index + 1)"
        if let file = source?.location {
            // The real file, not the preview package's link to its folder.
            filePath = URL(filePath: file.filePath).resolvingSymlinksInPath().path
            line = file.line
        } else if let location {
            (filePath, line) = location
        }
        title = preview.displayName ?? self.source
        traits = preview.traits.map(\.description)
        switch preview.layout {
        case .device: layout = "device"
        case .sizeThatFits: layout = "sizeThatFits"
        case .fixed: layout = "fixed"
        }
        self.folder = folder
    }

    /// Where the preview is, for people: `file:line` when known, else its source.
    var place: String {
        guard let filePath else { return source }
        return line.map { "\(filePath):\($0)" } ?? filePath
    }

    /// The entry of the gallery.
    var galleryEntry: FrameGallery.Entry {
        var facts = [layout, "\(Self.number(width))x\(Self.number(height)) pt"]
        if let device { facts.append(device) }
        if error == nil {
            facts.append("\(frames) frame\(frames == 1 ? "" : "s"), \(Self.number(seconds)) s")
            facts.append(
                String(
                    format: "rendered in %.2f s (%.2f s of CPU)", renderSeconds, renderCPUSeconds))
        }
        facts += traits
        return FrameGallery.Entry(
            title: title, subtitle: source == title ? (filePath.map { _ in source } ?? "") : source,
            facts: facts, image: error == nil ? "\(folder)/preview.png" : nil,
            viewer: error == nil ? "\(folder)/index.html" : nil,
            sheet: hasSheet ? "\(folder)/sheet.png" : nil,
            imageSize: CGSize(width: width, height: height), error: error, notes: notes)
    }

    /// A length without a needless `.0`, at most three decimals.
    static func number(_ value: Double) -> String {
        let rounded = (value * 1000).rounded() / 1000
        return rounded == rounded.rounded() ? String(Int(rounded)) : "\(rounded)"
    }
}
