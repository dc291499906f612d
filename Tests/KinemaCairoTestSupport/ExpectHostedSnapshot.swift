import Foundation
import KinemaCairo
import KinemaGraphics
import KinemaScene
import Testing

/// Hosts `content` in a `ViewHost` measured by Pango, plays `script`, runs it until `time`
/// and compares the frame at `time`, drawn over white, with the golden image `name`.
///
/// Records an issue for any diagnostic except the SF Symbol placeholders' and those
/// `allowedDiagnostic` accepts. Returns the host, for further checks.
@MainActor
@discardableResult
public func expectHostedSnapshot<V: View>(
    named name: String, size: CGSize, at time: Double, script: [ScriptedInput] = [],
    allowedDiagnostic: (String) -> Bool = { _ in false },
    filePath: String = #filePath, sourceLocation: SourceLocation = #_sourceLocation,
    @ViewBuilder _ content: () -> V
) async throws -> ViewHost {
    let host = ViewHost(size: size, measurer: PangoTextMeasurer(), content: content)
    host.play(script)
    await host.run(until: time)
    let unexpected = host.diagnostics.filter {
        !$0.message.contains("SF Symbols") && !allowedDiagnostic($0.message)
    }
    #expect(unexpected.isEmpty, "\(name): \(unexpected)", sourceLocation: sourceLocation)
    let image = try DisplayListRenderer().render(
        host.timeline.frame(at: time), options: DisplayListRenderOptions(background: .white))
    expectSnapshot(image, named: name, filePath: filePath, sourceLocation: sourceLocation)
    return host
}
