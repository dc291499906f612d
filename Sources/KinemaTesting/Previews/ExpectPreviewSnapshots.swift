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
/// `PreviewModifier` traits, hosted on its device (the one its `PreviewProvider` chose,
/// else `device`) as Xcode's canvas shows it (`Preview/canvas(of:on:measurer:)`: the
/// device's screen and safe area in the preview's orientation, its fixed size, or the size
/// it takes; the device's size classes in the environment) and compared at each
/// of `times` with `__Snapshots__/<test file>/<preview's fileName>-<time>s.png`, as
/// ``expectSnapshot(of:size:times:named:scale:colorScheme:background:script:threshold:toleratedPixels:function:filePath:sourceLocation:)``
/// does. A preview that fails (a modifier whose context cannot be made, a canvas that is no
/// size) or does not match is an issue at the preview's own file and line when it is a
/// `#Preview`.
///
/// - Parameters:
///   - module: The module whose previews to test, such as your library target's name.
///   - device: The device previews are shown on unless they chose one; an iPhone 15 by
///     default.
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
    inModule module: String, device: DeviceScreen = .default, times: [Double] = [0],
    scale: Double = 1,
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
        let content: AnyView
        do {
            content = try await preview.content(sharing: contexts)
        } catch {
            Issue.record(
                Comment(rawValue: "Preview '\(preview.displayName ?? name)' failed: \(error)"),
                sourceLocation: location)
            continue
        }
        let screen = preview.screen(otherwise: device)
        let (size, insets) = preview.canvas(
            of: content, on: screen, measurer: PangoTextMeasurer())
        guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0 else {
            Issue.record(
                Comment(
                    rawValue: "Preview '\(preview.displayName ?? name)': its canvas "
                        + "\(size.width)x\(size.height) is no size"),
                sourceLocation: location)
            continue
        }
        var environment = EnvironmentValues()
        environment.displayScale = scale
        environment.colorScheme = colorScheme
        (environment.horizontalSizeClass, environment.verticalSizeClass) = screen.sizeClasses(
            in: preview.orientation)
        let host = ViewHost(
            size: size, safeAreaInsets: insets, environment: environment,
            measurer: PangoTextMeasurer()
        ) { content }
        await expectSnapshots(
            of: host, times: times, named: name, scale: scale,
            background: colorScheme == .dark ? .black : .white, script: [],
            threshold: threshold, toleratedPixels: toleratedPixels, filePath: filePath,
            sourceLocation: location)
    }
    return previews
}
