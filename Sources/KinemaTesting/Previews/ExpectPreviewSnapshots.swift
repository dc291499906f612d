import Foundation
import KinemaCairo
import KinemaCore
import KinemaScene
import Testing

/// Snapshots every preview of `module`: one call, and each `#Preview` and
/// `PreviewProvider` view of the module is a snapshot test (Kinema's own).
///
/// ```swift
/// @Test func previews() async {
///     await expectPreviewSnapshots(inModule: "HabitTrackerUI", times: [0, 1])
/// }
/// // __Snapshots__/PreviewTests/progressring-ring-0s.png, ...-1s.png, ...
/// ```
///
/// Each preview is found at run time (`Preview/all(inModule:)`), made with its
/// `PreviewModifier` traits, hosted on its canvas (an iPhone 15's screen, turned for a
/// landscape orientation, with its size classes; its fixed size; or the size it takes;
/// `Preview/canvasSize(of:deviceSize:measurer:)`) and compared at each
/// of `times` with `__Snapshots__/<test file>/<preview's fileName>-<time>s.png`, as
/// ``expectSnapshot(of:size:times:named:scale:colorScheme:background:script:threshold:toleratedPixels:function:filePath:sourceLocation:)``
/// does. A preview that fails (a modifier whose context cannot be made, a canvas that is no
/// size) or does not match is an issue at the preview's own file and line when it is a
/// `#Preview`.
///
/// - Parameters:
///   - module: The module whose previews to test, such as your library target's name.
///   - times: The scene times to compare, in seconds; `[0]` by default.
///   - scale: Pixels per point; 1 by default.
///   - colorScheme: The environment's color scheme; light by default (the background is
///     white, black in dark mode).
///   - include: Which previews to test; all by default.
///   - threshold: The color tolerance of `ImageDiff`; 0.1 by default.
///   - toleratedPixels: Differing pixels allowed in each image; 0 by default.
///   - filePath: The test file, beside which the snapshots folder is.
///   - sourceLocation: Where issues without a preview's own place are recorded.
/// - Returns: The previews tested.
@MainActor
@discardableResult
public func expectPreviewSnapshots(
    inModule module: String, times: [Double] = [0], scale: Double = 1,
    colorScheme: ColorScheme = .light, include: (Preview) -> Bool = { _ in true },
    threshold: Double = 0.1, toleratedPixels: Int = 0, filePath: String = #filePath,
    sourceLocation: SourceLocation = #_sourceLocation
) async -> [Preview] {
    let previews = Preview.all(inModule: module).filter(include)
    if previews.isEmpty {
        Issue.record(
            Comment(rawValue: "No previews in module '\(module)' (is it linked into the tests?)"),
            sourceLocation: sourceLocation)
    }
    let contexts = PreviewModifierContexts()
    var names: Set<String> = []
    for preview in previews {
        let location =
            preview.source?.location.map {
                SourceLocation(
                    fileID: $0.fileID, filePath: $0.filePath, line: $0.line, column: $0.column)
            } ?? sourceLocation
        var name = preview.fileName
        var suffix = 2
        while !names.insert(name).inserted {
            name = "\(preview.fileName)-\(suffix)"
            suffix += 1
        }
        var content: AnyView
        do {
            content = try await preview.content(sharing: contexts)
        } catch {
            Issue.record(
                Comment(rawValue: "Preview '\(preview.displayName ?? name)' failed: \(error)"),
                sourceLocation: location)
            continue
        }
        // An iPhone 15's screen and size classes: compact high in landscape.
        switch preview.orientation {
        case .landscapeLeft, .landscapeRight:
            content = AnyView(content.environment(\.verticalSizeClass, .compact))
        case .portrait, .portraitUpsideDown:
            break
        }
        let size = preview.canvasSize(of: content, measurer: PangoTextMeasurer())
        guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0 else {
            Issue.record(
                Comment(
                    rawValue: "Preview '\(preview.displayName ?? name)': its canvas "
                        + "\(size.width)x\(size.height) is no size"),
                sourceLocation: location)
            continue
        }
        await expectSnapshot(
            of: content, size: size, times: times, named: name, scale: scale,
            colorScheme: colorScheme, background: colorScheme == .dark ? .black : .white,
            threshold: threshold, toleratedPixels: toleratedPixels, filePath: filePath,
            sourceLocation: location)
    }
    return previews
}
