import Foundation
import KinemaCairo
import KinemaCore
import KinemaLayout
import KinemaScene

/// A view laid out at a proposal and run over time, for numeric layout tests: the size it
/// takes and the frames of its subviews, found by accessibility identifier, `tag(_:)` or
/// text, as plain values (Kinema's own).
///
/// ```swift
/// @Test func checkButtonSitsAtTheTrailingEdge() async throws {
///     let layout = ViewLayout(of: HabitRow(habit: .reading),
///                             proposal: ProposedViewSize(width: 360, height: nil))
///     #expect(layout.size.width == 360)
///     let check = try #require(await layout.frame(of: "check"))
///     #expect(check.maxX == layout.size.width - 12)
///     #expect(check.size == CGSize(width: 36, height: 36))
///     // After a tap, mid-animation:
///     layout.play([.tap(identifier: "check", at: 0.1)])
///     let pressed = try #require(await layout.frame(of: "check", at: 0.2))
/// }
/// ```
///
/// The view is hosted as an app shows it (a `ViewHost`: `@State`, `onAppear`, animations,
/// tasks on the scene's clock), on a canvas of the size it takes at the proposal, so frames
/// are in the view's own space: origin at its top-left corner, in points. Text is measured
/// with Pango, as `kinema` renders it.
@MainActor
public final class ViewLayout {
    /// The size the view takes at the proposal (0 for a side that is not finite, such as a
    /// greedy view's under an infinite proposal).
    public let size: CGSize
    /// The host running the view.
    public let host: ViewHost
    /// Whether the view has appeared (the host has run once).
    private var hasRun = false

    /// Lays `view` out at `proposal`.
    /// - Parameters:
    ///   - view: The view.
    ///   - proposal: The size proposed; `.unspecified` (its ideal size) by default.
    ///   - environment: The environment at the root; Kinema's defaults unless given.
    public init<Content: View>(
        of view: Content, proposal: ProposedViewSize = .unspecified,
        environment: EnvironmentValues = EnvironmentValues()
    ) {
        let measurer = PangoTextMeasurer()
        let fitting = ViewHost.fittingSize(proposal: proposal, measurer: measurer) { view }
        func side(_ length: CGFloat) -> CGFloat { length.isFinite ? max(length, 0) : 0 }
        size = CGSize(width: side(fitting.width), height: side(fitting.height))
        host = ViewHost(size: size, environment: environment, measurer: measurer) { view }
    }

    /// Plays scripted input at its times (taps, toggles, slider values).
    public func play(_ input: [ScriptedInput]) {
        host.play(input)
    }

    /// The frames of the views `query` finds at `time`, in tree order (see
    /// `ViewHost/frames(of:at:)`); runs the view to `time` first.
    /// - Parameters:
    ///   - query: Which views: `"id"` (an accessibility identifier), `.tag(value)`,
    ///     `.text("Title")`.
    ///   - time: The scene time in seconds; 0 by default (the view as it appears).
    public func frames(of query: ViewQuery, at time: Double = 0) async -> [CGRect] {
        if !hasRun || time > host.time {
            await host.run(until: time)
            hasRun = true
        }
        return host.frames(of: query, at: time)
    }

    /// The frame of the first view `query` finds at `time`, or `nil` when none is on screen.
    public func frame(of query: ViewQuery, at time: Double = 0) async -> CGRect? {
        await frames(of: query, at: time).first
    }

    /// The frames of the first view `query` finds at each of `times` (`nil` where it is not
    /// on screen): an animated frame's path.
    public func frames(of query: ViewQuery, at times: [Double]) async -> [CGRect?] {
        var frames: [CGRect?] = []
        for time in times { frames.append(await frame(of: query, at: time)) }
        return frames
    }
}
