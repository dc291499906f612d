// TabView: the shown tab follows its selection and scripted taps on the bar's items; only
// the shown tab's views draw, take input and appear; tags match optional selections; the
// page style lays pages side by side and slides between them.
import Foundation
import KinemaAnimation
import KinemaCore
import KinemaGraphics
import KinemaScene
import KinemaTestSupport
import KinemaViews
import Testing

private let phone = CGSize(width: 320, height: 480)

private enum Section: Hashable { case feed, inbox, profile }

/// A tabbed screen with a selection, as an app writes it.
private struct Tabs: View {
    @State private var tab = Section.feed
    let log: TabLog

    var body: some View {
        TabView(selection: $tab) {
            Text("Feed page")
                .onAppear { log.events.append("feed") }
                .tabItem { Label("Feed", systemImage: "house") }
                .tag(Section.feed)
            Button("Compose") { log.events.append("compose") }
                .onAppear { log.events.append("inbox") }
                .tabItem {
                    Image(systemName: "tray")
                    Text("Inbox")
                }
                .badge(3)
                .tag(Section.inbox)
            Text("Profile page")
                .tabItem { Label("Profile", systemImage: "person") }
                .tag(Section.profile)
        }
    }
}

@MainActor
final class TabLog {
    var events: [String] = []
}

@MainActor
@Suite struct TabViewTests {
    func texts(_ host: ViewHost, at time: Double) -> [String] {
        host.frame(at: time).items.compactMap {
            if case .text(let run) = $0 { return run.string }
            return nil
        }
    }

    @Test func scriptedTapsOnItemsSwitchTabs() async {
        let log = TabLog()
        let host = ViewHost(size: phone) { Tabs(log: log) }
        host.play([.tap("Inbox", at: 1), .tap("Compose", at: 1.5), .tap("Profile", at: 2)])
        await host.run(until: 3)
        #expect(texts(host, at: 0.5).contains("Feed page"))
        #expect(!texts(host, at: 0.5).contains("Compose"))
        #expect(texts(host, at: 1.2).contains("Compose"))
        #expect(texts(host, at: 2.5).contains("Profile page"))
        // The items' titles are drawn in every state; the badge shows its count.
        for title in ["Feed", "Inbox", "Profile", "3"] {
            #expect(texts(host, at: 2.5).contains(title))
        }
        // Each tab appears when it is shown; the inbox's button took the tap while shown.
        #expect(log.events == ["feed", "inbox", "compose"])
        #expect(host.diagnostics.allSatisfy { $0.message.contains("SF Symbols") })
    }

    @Test func hiddenTabsTakeNoInput() async {
        let log = TabLog()
        let host = ViewHost(size: phone) { Tabs(log: log) }
        host.play([.tap("Compose", at: 1)])
        await host.run(until: 2)
        #expect(log.events == ["feed"])
        #expect(host.diagnostics.contains { $0.message.contains("not on screen") })
    }

    @Test func selectedItemIsInTheAccentColour() {
        let list = render(phone) {
            TabView {
                Text("One").tabItem { Label("One", systemImage: "1.circle") }
                Text("Two").tabItem { Label("Two", systemImage: "2.circle") }
            }
            .tint(Color.orange)
        }
        let one = list.texts.filter { $0.string == "One" }
        let two = list.texts.first { $0.string == "Two" }
        #expect(one.count == 2)
        expectColor(one.last?.color, .orange)
        expectColor(two?.color, Color(red: 153 / 255, green: 153 / 255, blue: 153 / 255))
        // The bar: 49 points at the bottom, the two items sharing its width.
        let bar = list.boxes.first { abs($0.height - 49) < 1e-9 }
        expectRect(bar ?? .null, CGRect(x: 0, y: 431, width: 320, height: 49))
        let titles = list.boxes.indices.filter {
            if case .text(let run) = list.items[$0] { return run.string != "One" || $0 > 0 }
            return false
        }
        #expect(!titles.isEmpty)
    }

    @Test func untaggedSelectionShowsTheFirstTabWithNoItemSelected() {
        let list = render(phone) {
            TabView(selection: .constant(7)) {
                Text("A page").tabItem { Text("A") }.tag(1)
                Text("B page").tabItem { Text("B") }.tag(2)
            }
        }
        #expect(list.texts.map(\.string).contains("A page"))
        let grey = Color(red: 153 / 255, green: 153 / 255, blue: 153 / 255)
        for title in ["A", "B"] {
            expectColor(list.texts.first { $0.string == title }?.color, grey)
        }
    }

    @Test(arguments: [true, false])
    func tagsMatchOptionalSelections(includeOptional: Bool) {
        let list = render(phone) {
            TabView(selection: .constant(Int?.some(2))) {
                Text("A page").tabItem { Text("A") }.tag(1, includeOptional: includeOptional)
                Text("B page").tabItem { Text("B") }.tag(2, includeOptional: includeOptional)
            }
        }
        #expect(list.texts.map(\.string).contains("B page") == includeOptional)
    }

    @Test func hiddenTabBarLeavesTheContent() {
        let list = render(phone) {
            TabView {
                Color.red.toolbar(.hidden, for: .tabBar).tabItem { Text("A") }
                Color.blue.tabItem { Text("B") }
            }
        }
        #expect(list.texts.isEmpty)
        expectRect(list.box(0), CGRect(x: 0, y: 0, width: 320, height: 480))
    }

    @Test func pagesSitSideBySideAndSlide() async {
        struct Pages: View {
            @State private var page = 0
            var body: some View {
                TabView(selection: $page) {
                    Color.red.tag(0)
                    Color.blue.tag(1)
                    Button("Next") { withAnimation(.linear(duration: 1)) { page = 1 } }.tag(2)
                }
                .tabViewStyle(.page)
                .onAppear { withAnimation(.linear(duration: 1)) { page = 1 } }
            }
        }
        let host = ViewHost(size: phone) { Pages() }
        await host.run(until: 2)
        func redBox(at time: Double) -> CGRect? {
            let list = host.frame(at: time)
            return list.drawings.indices.first {
                guard let color = list.drawings[$0].color else { return false }
                return abs(color.green - 59 / 255) < 1e-6
            }.map(list.box)
        }
        // Halfway through the slide to the second page, the first is half off the leading
        // edge (drawn, clipped); at its end, gone from view.
        expectClose(Double(redBox(at: 0.5)?.minX ?? .nan), -160, absolute: 1e-6)
        expectClose(Double(redBox(at: 1.5)?.minX ?? .nan), -320, absolute: 1e-6)
        // Three white dots, the second opaque.
        let dots = host.frame(at: 1.5).drawings.filter {
            if let color = $0.color { return color.red == 1 && color.green == 1 && color.blue == 1 }
            return false
        }
        #expect(dots.map { $0.color?.opacity ?? 0 } == [0.3, 1, 0.3])
    }
}
