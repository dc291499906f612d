import KinemaCairo
import KinemaCairoTestSupport
import KinemaScene
import SwiftUI
import Testing

/// Navigation as app code writes it, hosted: NavigationView with destination links,
/// NavigationStack with a path, value links and `navigationDestination(for:)`, links shown
/// by a flag, `navigationDestination(isPresented:)`; the push and pop drawn and scripted by
/// taps, against hand-worked positions.
@MainActor
@Suite("Navigation: links, paths, destinations and the push")
struct NavigationHostTests {
    private let size = CGSize(width: 300, height: 400)

    /// The canvas frame of the first text run whose string is `text`, at `time`.
    private func frame(of text: String, in host: ViewHost, at time: Double) -> CGRect? {
        for item in host.timeline.frame(at: time).items {
            if case .text(let run) = item, run.string == text {
                return CGRect(origin: run.origin, size: run.size).applying(run.transform)
            }
        }
        return nil
    }

    @Test func aDestinationLinkPushesAndTheBackButtonPops() async throws {
        let host = ViewHost(size: size, measurer: PangoTextMeasurer()) { RecipeList() }
        host.play([.tap("Pancakes", at: 0.5), .tap("Recipes", at: 1.5)])
        await host.run(until: 2.5)
        #expect(host.diagnostics.isEmpty, "\(host.diagnostics)")
        // At rest before the tap: no detail.
        #expect(frame(of: "Recipe: Pancakes", in: host, at: 0.4) == nil)
        let settled = try #require(frame(of: "Recipe: Pancakes", in: host, at: 1.2))
        let rowAtRest = try #require(frame(of: "Pancakes", in: host, at: 0.4))
        // Half way (0.175 s into the 0.35 s ease in and out, progress 0.5): the detail is
        // half a width (150) right of where it settles; the list a sixth of a width (50)
        // left of where it rests.
        let halfway = try #require(frame(of: "Recipe: Pancakes", in: host, at: 0.675))
        #expect(abs(halfway.minX - (settled.minX + 150)) < 1e-6, "\(halfway) vs \(settled)")
        let rowHalfway = try #require(frame(of: "Pancakes", in: host, at: 0.675))
        #expect(abs(rowHalfway.minX - (rowAtRest.minX - 50)) < 1e-6)
        // Covered: the list rests a third of a width (100) to the left.
        let rowCovered = try #require(frame(of: "Pancakes", in: host, at: 1.2))
        #expect(abs(rowCovered.minX - (rowAtRest.minX - 100)) < 1e-6)
        // The back button ("Recipes", the previous title) popped it at 1.5: gone by 1.85.
        #expect(frame(of: "Recipe: Pancakes", in: host, at: 2.0) == nil)
        let rowBack = try #require(frame(of: "Pancakes", in: host, at: 2.0))
        #expect(abs(rowBack.minX - rowAtRest.minX) < 1e-6)
    }

    @Test func dismissInAPushedViewPops() async throws {
        let host = ViewHost(size: size) { RecipeList() }
        host.play([.tap("Waffles", at: 0.1), .tap("Done", at: 1)])
        await host.run(until: 2)
        #expect(frame(of: "Recipe: Waffles", in: host, at: 0.9) != nil)
        #expect(frame(of: "Recipe: Waffles", in: host, at: 2) == nil)
        #expect(host.diagnostics.isEmpty, "\(host.diagnostics)")
    }

    @Test func valueLinksPushOnThePathAndPopsTrimIt() async throws {
        let path = PathLog()
        let host = ViewHost(size: size) { RecipePath { path.value = $0 } }
        host.play([.tap("Salad", at: 0.1)])
        await host.run(until: 1)
        #expect(path.value.map(\.name) == ["Salad"])
        #expect(frame(of: "Cooking Salad", in: host, at: 1) != nil)
        host.play([.tap("Menu", at: 1.1)])
        await host.run(until: 2)
        #expect(path.value.isEmpty)
        #expect(frame(of: "Cooking Salad", in: host, at: 2) == nil)
        // A deep link sets two values: both views are pushed, the last on top; its back
        // button is titled by the one under it.
        host.play([.tap("Deep link", at: 2.1)])
        await host.run(until: 3)
        #expect(frame(of: "Cooking Salad", in: host, at: 3) != nil)
        host.play([.tap("Soup", at: 3.1)])
        await host.run(until: 4)
        #expect(path.value.map(\.name) == ["Soup"])
        #expect(host.diagnostics.isEmpty, "\(host.diagnostics)")
    }

    @Test func flagsPushAndTheBackButtonClearsThem() async throws {
        let host = ViewHost(size: size) { FlaggedLinks() }
        host.play([.tap("Settings", at: 0.1), .tap("Home", at: 1), .tap("Help", at: 2)])
        await host.run(until: 3)
        #expect(frame(of: "Settings page", in: host, at: 0.9) != nil)
        #expect(frame(of: "Settings page", in: host, at: 1.9) == nil)
        #expect(frame(of: "Help page", in: host, at: 3) != nil)
        host.play([.tap("Home", at: 3.1)])
        await host.run(until: 4)
        #expect(frame(of: "Help page", in: host, at: 4) == nil)
        #expect(host.diagnostics.isEmpty, "\(host.diagnostics)")
    }

    @Test func aPathValueWithoutADestinationIsReported() async {
        let host = ViewHost(size: size) {
            NavigationStack(path: .constant([7])) { Text("Root") }
        }
        await host.run(until: 0.1)
        #expect(
            host.diagnostics.contains {
                $0.message.contains("navigationDestination(for: Int.self)")
            })
    }

    @Test func stacksInTabsEachKeepTheirContent() {
        // Each stack resolves its layers at once; the tabs waiting after the first must
        // still resolve into their own places, not into the first stack's layer.
        let list = ViewHost(size: size) {
            TabView {
                NavigationStack { Color.red.frame(width: 10, height: 10) }.tag(0)
                NavigationStack { Color.blue.frame(width: 10, height: 10) }.tag(1)
            }
        }.frame(at: 0)
        // The first tab shows; the second is not in the tree.
        #expect(list.boxes(filledWith: .red).count == 1)
        #expect(list.boxes(filledWith: .blue).isEmpty)
    }

    @Test func thePushMidwayGolden() async throws {
        let host = ViewHost(size: CGSize(width: 320, height: 200), measurer: PangoTextMeasurer()) {
            RecipeList()
        }
        host.play([.tap("Pancakes", at: 0.1)])
        await host.run(until: 1)
        let image = try DisplayListRenderer().render(
            host.timeline.frame(at: 0.275), options: DisplayListRenderOptions(background: .white))
        expectSnapshot(image, named: "push-midway")
    }
}

/// The path a view reported last.
@MainActor
private final class PathLog {
    var value: [Recipe] = []
}
