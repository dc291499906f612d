// @AppStorage keeps values in memory for the process: the default until written, then
// shared by every view and host; a write updates the views that read it, in its
// transaction. @SceneStorage is kept per host. Each test uses keys of its own (the store
// is shared by the tests running in parallel).
import Foundation
import KinemaAnimation
import KinemaCore
import KinemaGraphics
import KinemaScene
import KinemaTestSupport
import Testing

private let small = CGSize(width: 200, height: 100)

private enum Theme: String {
    case light, dark
}

private enum Level: Int {
    case low = 1
    case high = 2
}

private struct Counter: View {
    @AppStorage("AppStorageTests.count") private var count = 0
    @AppStorage("AppStorageTests.theme") private var theme = Theme.light
    @AppStorage("AppStorageTests.level") private var level = Level.low
    @AppStorage("AppStorageTests.name") private var name: String?

    var body: some View {
        VStack {
            Text("Count \(count) \(theme.rawValue) \(level.rawValue) \(name ?? "none")")
            Button("More") {
                count += 1
                theme = .dark
                level = .high
                name = "Ada"
            }
        }
    }
}

private struct Mover: View {
    @AppStorage("AppStorageTests.wide") private var isWide = false

    var body: some View {
        VStack {
            Rectangle().fill(Color.red).frame(width: isWide ? 180 : 20, height: 10)
            Button("Widen") { withAnimation(.linear(duration: 1)) { isWide = true } }
        }
    }
}

private struct SceneCounter: View {
    @SceneStorage("AppStorageTests.scene") private var taps = 0

    var body: some View {
        Button("Tap \(taps)") { taps += 1 }.accessibilityIdentifier("tap")
    }
}

@MainActor
@Suite struct AppStorageTests {
    func strings(_ host: ViewHost, at time: Double) -> [String] {
        host.frame(at: time).texts.map(\.string)
    }

    @Test func valuesPersistAcrossHostsAndUpdateTheViews() async {
        let first = ViewHost(size: small) { Counter() }
        #expect(strings(first, at: 0).first == "Count 0 light 1 none")
        first.play([.tap("More", at: 1), .tap("More", at: 2)])
        await first.run(until: 3)
        #expect(strings(first, at: 1.5).first == "Count 1 dark 2 Ada")
        #expect(strings(first, at: 2.5).first == "Count 2 dark 2 Ada")
        // A second host in the same process reads what the first wrote.
        let second = ViewHost(size: small) { Counter() }
        #expect(strings(second, at: 0).first == "Count 2 dark 2 Ada")
    }

    @Test func aWriteAnimatesWithItsTransaction() async {
        let host = ViewHost(size: small) { Mover() }
        host.play([.tap("Widen", at: 1)])
        await host.run(until: 3)
        let widths = [0.5, 1.5, 2.5].map { time in
            host.frame(at: time).boxes.first.map { Double($0.width) } ?? .nan
        }
        expectClose(widths[0], 20, absolute: 1e-6)
        expectClose(widths[1], 100, absolute: 1e-6)
        expectClose(widths[2], 180, absolute: 1e-6)
    }

    @Test func storesOfOtherDefaultsAreSeparate() throws {
        let suite = try #require(UserDefaults(suiteName: "AppStorageTests.suite"))
        let other = AppStorageStore.store(for: suite)
        #expect(other !== AppStorageStore.standard)
        #expect(
            AppStorageStore.store(for: UserDefaults(suiteName: "AppStorageTests.suite")) === other)
        #expect(AppStorageStore.store(for: .standard) === AppStorageStore.standard)
        other.set(5, forKey: "AppStorageTests.suiteCount")
        let host = ViewHost(size: small) { StoredInSuite() }
        #expect(host.frame(at: 0).texts.map(\.string) == ["5 0"])
    }

    @Test func aValueOfAnotherTypeReadsAsTheDefault() {
        AppStorageStore.standard.set("not a number", forKey: "AppStorageTests.mistyped")
        let host = ViewHost(size: small) { Mistyped() }
        #expect(host.frame(at: 0).texts.map(\.string) == ["7"])
    }

    @Test func sceneStorageIsKeptPerHost() async {
        let host = ViewHost(size: small) { SceneCounter() }
        host.play([.tap(identifier: "tap", at: 1), .tap(identifier: "tap", at: 2)])
        await host.run(until: 3)
        #expect(strings(host, at: 2.5) == ["Tap 2"])
        let other = ViewHost(size: small) { SceneCounter() }
        #expect(strings(other, at: 0) == ["Tap 0"])
    }
}

private struct StoredInSuite: View {
    @AppStorage(
        "AppStorageTests.suiteCount", store: UserDefaults(suiteName: "AppStorageTests.suite"))
    private var inSuite = 0
    @AppStorage("AppStorageTests.suiteCount") private var inStandard = 0

    var body: some View {
        Text("\(inSuite) \(inStandard)")
    }
}

private struct Mistyped: View {
    @AppStorage("AppStorageTests.mistyped") private var number = 7

    var body: some View {
        Text("\(number)")
    }
}
