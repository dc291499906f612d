import KinemaScene
import SwiftUI
import Testing

/// UIKit and AppKit views wrapped as SwiftUI files wrap them: the representables' life
/// cycle (coordinator and view made once, updated at every resolution, dismantled when
/// removed), the stand-ins Kinema draws, and the diagnostic.
@MainActor
@Suite("UIViewRepresentable and its kin")
struct PlatformViewRepresentableTests {
    private let size = CGSize(width: 200, height: 200)

    @Test func theLifeCycleIsSwiftUIs() async {
        let (model, log) = (LoadingModel(), PlatformLog())
        let host = ViewHost(size: size) { LoadingScreen(model: model, log: log) }
        await host.run(until: 0.1)
        #expect(log.made == 1)
        #expect(log.coordinatorUpdates >= 1)
        let updates = log.coordinatorUpdates
        let stopped = host.frame(at: 0.1)

        model.isLoading = true
        await host.run(until: 0.2)
        // Updated, not made again: the coordinator kept its count.
        #expect(log.made == 1)
        #expect(log.coordinatorUpdates > updates)
        #expect(log.dismantled == 0)
        #expect(host.frame(at: 0.2) != stopped, "the spinner shows while it animates")

        model.showsSpinner = false
        await host.run(until: 0.3)
        #expect(log.dismantled == 1)
        #expect(log.made == 1)
    }

    @Test func standInsDrawWhatTheUIKitViewsShow() async throws {
        let host = ViewHost(size: size) { LoadingScreen(model: LoadingModel(), log: PlatformLog()) }
        await host.run(until: 0.1)
        let list = host.frame(at: 0.1)
        let caption = try #require(list.textRuns.first { $0.string == "Loading" })
        #expect(caption.font.size == 15)
        #expect(caption.font.weight == .semibold)
        #expect(caption.color.isClose(to: UIColor.systemRed.color))
        #expect(list.textRuns.contains { $0.string == "Hello from UIKit" })
        let swatch = try #require(list.boxes(filledWith: UIColor.systemTeal.color).first)
        #expect(swatch.width == 60 && swatch.height == 30)
    }

    @Test func eachRepresentableIsReported() async {
        let host = ViewHost(size: size) { LoadingScreen(model: LoadingModel(), log: PlatformLog()) }
        await host.run(until: 0.1)
        for kind in [
            "ActivityIndicator (UIViewRepresentable)", "BlurView (UIViewRepresentable)",
            "GreetingController (UIViewControllerRepresentable)",
            "SidebarBackground (NSViewRepresentable)",
        ] {
            #expect(host.diagnostics.contains { $0.message.contains(kind) }, "\(kind)")
        }
    }

    @Test func uiKitBasicsKeepWhatIsSet() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        let child = UILabel()
        parent.addSubview(child)
        #expect(child.superview === parent && parent.subviews.count == 1)
        child.removeFromSuperview()
        #expect(child.superview == nil && parent.subviews.isEmpty)
        parent.center = CGPoint(x: 100, y: 100)
        #expect(parent.frame == CGRect(x: 50, y: 75, width: 100, height: 50))
        #expect(UIActivityIndicatorView(style: .large).intrinsicContentSize.width == 37)
        #expect(UIView().intrinsicContentSize.width == UIView.noIntrinsicMetric)
        #expect(UIFont.preferredFont(forTextStyle: .headline).pointSize == 17)
        #expect(
            Font(UIFont.systemFont(ofSize: 12, weight: .bold)) == .system(size: 12, weight: .bold))
        #expect(UILayoutPriority.defaultHigh > .defaultLow)
    }
}
