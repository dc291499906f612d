import Foundation
import KinemaCairo
import KinemaCore
import KinemaGraphics
import KinemaScene
import Testing

/// Records a test issue for each time at which `view` does not match its reference image.
///
/// The view is hosted as an app would show it, on a canvas of `size`: its `@State`,
/// `onAppear`, `withAnimation`, tasks and timers run on the scene's clock, and `script` plays
/// taps and other input. At each of `times` the frame is drawn (text measured and drawn
/// with Pango, as `kinema` renders) and compared with `__Snapshots__/<test file>/<name>-<time>s.png`
/// beside the test file, by `ImageDiff`'s pixelmatch measure:
///
/// ```swift
/// @Test func ringFillsUp() async {
///     await expectSnapshot(of: ProgressRing(progress: 0.7, color: .orange),
///                          size: CGSize(width: 120, height: 120), times: [0, 0.4, 1])
/// }
/// // __Snapshots__/RingTests/ringFillsUp-0s.png, ringFillsUp-0.4s.png, ringFillsUp-1s.png
/// ```
///
/// Record the references with `KINEMA_RECORD_SNAPSHOTS=1` or the
/// `.recordSnapshots` trait (never when `CI=true`). A mismatch writes the
/// expected, actual and diff images and lists them in the HTML report (``SnapshotReport``).
///
/// - Parameters:
///   - view: The view.
///   - size: The canvas in points; the view is proposed this size and centred in it.
///   - times: The scene times to compare, in seconds; `[0]` by default (the view as it
///     appears).
///   - name: The references' name; the test function's name by default.
///   - scale: Pixels per point (the view reads it as `displayScale`); 1 by default.
///   - colorScheme: The environment's color scheme; light by default.
///   - background: Painted under the view; white by default.
///   - script: Input played at its times (see `ScriptedInput`).
///   - threshold: The color tolerance of `ImageDiff`; 0.1 by default.
///   - toleratedPixels: Differing pixels allowed in each image; 0 by default.
///   - function: The test function, whose name names the references by default.
///   - filePath: The test file, beside which the snapshots folder is.
///   - sourceLocation: Where issues are recorded.
/// - Returns: The host, run to the last time, for more checks (its `ViewHost/diagnostics`).
@MainActor
@discardableResult
public func expectSnapshot<Content: View>(
    of view: Content, size: CGSize, times: [Double] = [0], named name: String? = nil,
    scale: Double = 1, colorScheme: ColorScheme = .light, background: Color = .white,
    script: [ScriptedInput] = [], threshold: Double = 0.1, toleratedPixels: Int = 0,
    function: String = #function, filePath: String = #filePath,
    sourceLocation: SourceLocation = #_sourceLocation
) async -> ViewHost {
    var environment = EnvironmentValues()
    environment.displayScale = scale
    environment.colorScheme = colorScheme
    let host = ViewHost(size: size, environment: environment, measurer: PangoTextMeasurer()) {
        view
    }
    return await expectSnapshots(
        of: host, times: times, named: name ?? SnapshotNaming.testName(function), scale: scale,
        background: background, script: script, threshold: threshold,
        toleratedPixels: toleratedPixels, filePath: filePath, sourceLocation: sourceLocation)
}

/// Records a test issue for each time at which the view `host` runs does not match its
/// reference image `__Snapshots__/<test file>/<base>-<time>s.png` (see
/// ``expectSnapshot(of:size:times:named:scale:colorScheme:background:script:threshold:toleratedPixels:function:filePath:sourceLocation:)``).
@MainActor
@discardableResult
func expectSnapshots(
    of host: ViewHost, times: [Double], named base: String, scale: Double, background: Color,
    script: [ScriptedInput], threshold: Double, toleratedPixels: Int, filePath: String,
    sourceLocation: SourceLocation
) async -> ViewHost {
    host.play(script)
    let valid = times.filter(\.isFinite)
    if valid.count < times.count {
        Issue.record(
            Comment(rawValue: "Snapshot '\(base)': times must be finite, but are \(times)"),
            sourceLocation: sourceLocation)
    }
    await host.run(until: valid.max() ?? 0)
    for time in valid {
        let snapshot = "\(base)-\(SnapshotNaming.seconds(time))s"
        do {
            let image = try DisplayListRenderer().render(
                host.frame(at: time),
                options: DisplayListRenderOptions(scale: scale, background: background))
            expectSnapshot(
                image, named: snapshot, threshold: threshold, toleratedPixels: toleratedPixels,
                filePath: filePath, sourceLocation: sourceLocation)
        } catch {
            Issue.record(
                Comment(rawValue: "Snapshot '\(snapshot)': \(error)"),
                sourceLocation: sourceLocation)
        }
    }
    return host
}

/// How snapshot files are named.
enum SnapshotNaming {
    /// A test function's name without its parameters: `ringFillsUp()` is `ringFillsUp`.
    static func testName(_ function: String) -> String {
        let name = function.prefix { $0 != "(" }
        return name.isEmpty ? "snapshot" : String(name)
    }

    /// A time for a file name: at most four decimals, no trailing zeros (`0`, `0.25`).
    static func seconds(_ time: Double) -> String {
        var text = String(format: "%.4f", time)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text == "-0" ? "0" : text
    }

    /// `text` as a file name: letters, digits, `-`, `_` and `.`, other characters as `-`.
    static func fileName(_ text: String) -> String {
        String(
            text.unicodeScalars.map { scalar -> Character in
                scalar.isASCII
                    && (CharacterSet.alphanumerics.contains(scalar)
                        || "-_.".unicodeScalars.contains(scalar))
                    ? Character(scalar) : "-"
            })
    }
}
