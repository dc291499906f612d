// Views whose every piece of code reports the thread it runs on, written as app code is
// (`import SwiftUI`): main-actor code checks that it runs on the main actor (a trap
// otherwise, as `MainActor.preconditionIsolated` traps in SwiftUI), and code SwiftUI may
// run off the main thread counts where it ran.
import Foundation
import KinemaCore
import SwiftUI

/// What the probes saw: how often each named piece of code ran, and how often off the main
/// thread. Shared by every thread that draws.
final class IsolationLog: Sendable {
    private let runs = Locked<[String: Int]>([:])
    private let offMain = Locked<[String: Int]>([:])

    /// Main-actor code: stops the program unless it runs on the main actor.
    func mainActor(_ name: String) {
        MainActor.preconditionIsolated("\(name) ran off the main actor")
        runs.withLock { $0[name, default: 0] += 1 }
    }

    /// Code SwiftUI may run on any thread: counts where it ran.
    func anyThread(_ name: String) {
        let onMain = Thread.isMainThread
        runs.withLock { $0[name, default: 0] += 1 }
        if !onMain { offMain.withLock { $0[name, default: 0] += 1 } }
    }

    /// How often `name` ran.
    func count(_ name: String) -> Int { runs.withLock { $0[name] ?? 0 } }

    /// How often `name` ran off the main thread.
    func offMainCount(_ name: String) -> Int { offMain.withLock { $0[name] ?? 0 } }
}

/// A view with every kind of main-actor code SwiftUI has, and the code it runs elsewhere,
/// animating for one second after it appears.
struct IsolationProbeScene: View {
    let log: IsolationLog
    @State private var on = false
    @State private var taps = 0
    @State private var width = 0.0

    var body: some View {
        let _ = log.mainActor("View.body")
        VStack(spacing: 4) {
            ProbeRow(log: log)
            Rectangle().frame(width: 30, height: 8)
                .modifier(ProbeWave(log: log, phase: on ? 1 : 0))
            Circle().frame(width: 10, height: 10)
                .keyframeAnimator(initialValue: 0.0) { content, value in
                    let _ = log.mainActor("keyframeAnimator content")
                    content.offset(x: 20 * value)
                } keyframes: { _ in
                    LinearKeyframe(1.0, duration: 1)
                }
            Circle().frame(width: 10, height: 10)
                .phaseAnimator([0.5, 1.0]) { content, scale in
                    let _ = log.mainActor("phaseAnimator content")
                    content.scaleEffect(scale)
                }
            TimelineView(.animation) { context in
                let _ = log.mainActor("TimelineView content")
                Canvas { graphics, size in
                    log.mainActor("Canvas renderer")
                    let x = context.date.timeIntervalSinceReferenceDate.truncatingRemainder(
                        dividingBy: 1)
                    graphics.fill(
                        Path(CGRect(x: x * size.width, y: 0, width: 4, height: size.height)),
                        with: .color(.blue))
                }
                .frame(width: 40, height: 8)
            }
            GeometryReader { proxy in
                let _ = log.mainActor("GeometryReader content")
                Color.orange.frame(width: proxy.size.width / 2)
            }
            .frame(height: 6)
            ProbeShape(log: log, fraction: on ? 1 : 0.2).fill(.green).frame(width: 40, height: 8)
            ProbeStack(log: log, spacing: on ? 12 : 0) {
                Color.red.frame(width: 6, height: 6)
                Color.blue.frame(width: 6, height: 6)
            }
            Rectangle().frame(width: 20, height: 6)
                .modifier(ProbeSkew(log: log, amount: on ? 0.5 : 0))
                .visualEffect { content, proxy in
                    log.anyThread("visualEffect")
                    return content.offset(x: proxy.size.width / 10)
                }
                .onGeometryChange(for: Double.self) { proxy in
                    log.anyThread("onGeometryChange transform")
                    return proxy.size.width
                } action: { newWidth in
                    log.mainActor("onGeometryChange action")
                    width = newWidth
                }
            if on {
                Text("in").transition(ProbeTransition(log: log))
            }
            Button("Tap") {
                log.mainActor("Button action")
                taps += 1
            }
            .buttonStyle(ProbeButtonStyle(log: log))
            Toggle("Switch", isOn: $on).toggleStyle(ProbeToggleStyle(log: log))
            Text("\(taps)")
                .onTapGesture { log.mainActor("onTapGesture") }
        }
        .onAppear {
            log.mainActor("onAppear")
            withAnimation(.linear(duration: 1)) {
                on = true
            } completion: {
                log.mainActor("withAnimation completion")
            }
        }
        .onChange(of: on) { _, _ in log.mainActor("onChange") }
        .task { log.mainActor("task") }
        .onReceive(Timer.publish(every: 0.5, on: .main, in: .common).autoconnect()) { _ in
            log.mainActor("onReceive")
        }
    }
}

/// A custom view inside, with a plain view modifier.
struct ProbeRow: View {
    let log: IsolationLog

    var body: some View {
        let _ = log.mainActor("nested View.body")
        Text("row").modifier(ProbeCard(log: log))
    }
}

/// A plain view modifier.
struct ProbeCard: ViewModifier {
    let log: IsolationLog

    func body(content: Content) -> some View {
        let _ = log.mainActor("ViewModifier.body")
        content.padding(2)
    }
}

/// An animatable modifier whose body Kinema evaluates again at every frame while it
/// animates: the body of the bug report.
struct ProbeWave: AnimatableModifier {
    let log: IsolationLog
    var phase: Double

    var animatableData: Double {
        get { phase }
        set { phase = newValue }
    }

    func body(content: Content) -> some View {
        let _ = log.mainActor("animatable ViewModifier.body")
        let _ = MainActor.assertIsolated("an animatable modifier's body ran off the main actor")
        content.offset(x: 20 * phase)
    }
}

/// A shape, whose path SwiftUI computes off the main thread.
struct ProbeShape: Shape {
    let log: IsolationLog
    var fraction: Double

    var animatableData: Double {
        get { fraction }
        set { fraction = newValue }
    }

    func path(in rect: CGRect) -> Path {
        log.anyThread("Shape.path")
        return Path(CGRect(x: 0, y: 0, width: rect.width * fraction, height: rect.height))
    }
}

/// A layout, which SwiftUI runs off the main thread.
struct ProbeStack: Layout {
    let log: IsolationLog
    var spacing: CGFloat

    var animatableData: CGFloat {
        get { spacing }
        set { spacing = newValue }
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        log.anyThread("Layout.sizeThatFits")
        let width = subviews.reduce(0) { $0 + $1.sizeThatFits(.unspecified).width }
        return CGSize(width: width + spacing * CGFloat(max(subviews.count - 1, 0)), height: 6)
    }

    func placeSubviews(
        in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
    ) {
        log.anyThread("Layout.placeSubviews")
        var x = bounds.minX
        for subview in subviews {
            subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: .unspecified)
            x += subview.sizeThatFits(.unspecified).width + spacing
        }
    }
}

/// A geometry effect, which SwiftUI evaluates off the main thread.
struct ProbeSkew: GeometryEffect {
    let log: IsolationLog
    var amount: CGFloat

    var animatableData: CGFloat {
        get { amount }
        set { amount = newValue }
    }

    func effectValue(size: CGSize) -> ProjectionTransform {
        log.anyThread("GeometryEffect.effectValue")
        return ProjectionTransform(CGAffineTransform(a: 1, b: 0, c: amount, d: 1, tx: 0, ty: 0))
    }
}

/// A custom transition.
struct ProbeTransition: Transition {
    let log: IsolationLog

    func body(content: Content, phase: TransitionPhase) -> some View {
        let _ = log.mainActor("Transition.body")
        content.opacity(phase.isIdentity ? 1 : 0)
    }
}

/// A custom button style.
struct ProbeButtonStyle: ButtonStyle {
    let log: IsolationLog

    func makeBody(configuration: Configuration) -> some View {
        let _ = log.mainActor("ButtonStyle.makeBody")
        configuration.label.padding(2)
    }
}

/// A custom toggle style.
struct ProbeToggleStyle: ToggleStyle {
    let log: IsolationLog

    func makeBody(configuration: Configuration) -> some View {
        let _ = log.mainActor("ToggleStyle.makeBody")
        HStack {
            configuration.label
            Circle().fill(configuration.isOn ? Color.green : Color.gray).frame(width: 6, height: 6)
        }
    }
}
