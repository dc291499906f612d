// Preview.all(inModule:): the `#Preview`s and `PreviewProvider`s of a module, found at run
// time from the records the compiler left in the binary, against the fixtures' own source.
import Foundation
import KinemaCore
import KinemaGraphics
import KinemaScene
import Testing

@MainActor
@Suite struct PreviewDiscoveryTests {
    static let module = "KinemaPreviewTests"

    /// The fixture file `name`.
    static func fixture(_ name: String) -> URL {
        URL(filePath: #filePath).deletingLastPathComponent().appending(path: "Fixtures/\(name)")
    }

    /// The lines of a fixture file that begin with `#Preview`, read from the file itself.
    static func previewLines(in name: String) throws -> [Int] {
        let text = try String(contentsOf: fixture(name), encoding: .utf8)
        return text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            .filter { $0.element.hasPrefix("#Preview") }.map { $0.offset + 1 }
    }

    /// The module's `#Preview`s in the fixture file `name`.
    static func macroPreviews(in name: String) -> [Preview] {
        Preview.all(inModule: module).filter { $0.source?.location?.fileID == "\(module)/\(name)" }
    }

    /// Whether the content of `preview`, hosted, draws a text `string` at time 0.
    static func drawsText(_ string: String, _ view: AnyView) -> Bool {
        let host = ViewHost(size: CGSize(width: 300, height: 300)) { view }
        return host.frame(at: 0).description.contains("text \"\(string)\"")
    }

    @Test func findsEveryPreviewMacroAtItsFileAndLine() throws {
        let previews = Self.macroPreviews(in: "Badge.swift")
        let lines = try Self.previewLines(in: "Badge.swift")
        #expect(lines.count == 3)
        #expect(previews.compactMap { $0.source?.location?.line } == lines)
        #expect(previews.allSatisfy { $0.source?.location?.column == 1 })
        #expect(
            previews.allSatisfy {
                $0.source?.location?.filePath == Self.fixture("Badge.swift").path
            })
        #expect(previews.allSatisfy { $0.source?.moduleName == Self.module })
        #expect(previews.allSatisfy { $0.source?.providerType == nil })
    }

    @Test func keepsNamesTraitsAndLayouts() throws {
        let previews = Self.macroPreviews(in: "Badge.swift")
        try #require(previews.count == 3)
        #expect(previews.map(\.displayName) == ["Badge", nil, nil])
        #expect(previews.map(\.layout) == [.sizeThatFits, .fixed(width: 120, height: 80), .device])
        #expect(previews.map(\.orientation) == [.portrait, .landscapeLeft, .portrait])
        #expect(
            previews.map { $0.traits.map(\.description) } == [
                [".sizeThatFitsLayout"],
                [".fixedLayout(width: 120, height: 80)", ".landscapeLeft"],
                [],
            ])
    }

    @Test func hostsEachPreviewWithItsPreviewableState() throws {
        let previews = Self.macroPreviews(in: "Badge.swift")
        try #require(previews.count == 3)
        #expect(Self.drawsText("3", previews[0].content()))
        #expect(Self.drawsText("7", previews[1].content()))
        #expect(Self.drawsText("42", previews[2].content()))
    }

    @Test func splitsAPreviewProviderIntoItsViews() {
        let previews = Preview.all(inModule: Self.module).filter {
            $0.source?.providerType == "\(Self.module).Badge_Previews"
        }
        #expect(previews.map { $0.source?.index } == [0, 1, 2, 3])
        #expect(previews.map { $0.source?.location } == [nil, nil, nil, nil])
        #expect(previews.map(\.displayName) == ["One", "Two", nil, nil])
        // The inner `previewLayout` wins over the group's.
        #expect(
            previews.map(\.layout) == [
                .sizeThatFits, .fixed(width: 100, height: 50), .device, .device,
            ])
        let device = PreviewDevice(rawValue: "iPhone SE (3rd generation)")
        #expect(previews.map(\.device) == [nil, nil, device, device])
        for (preview, text) in zip(previews, ["1", "2", "10", "20"]) {
            #expect(Self.drawsText(text, preview.content()), "\(preview.source!)")
        }
    }

    @Test func listsModulesInOrderAndFiltersByModule() throws {
        let everything = Preview.all()
        let mine = Preview.all(inModule: Self.module)
        #expect(mine.count == 10)
        #expect(everything.count > mine.count)
        #expect(everything.filter { $0.source?.moduleName == Self.module }.count == mine.count)
        #expect(Preview.all(inModule: "NoSuchModule").isEmpty)
        // Macros by file and line, then providers.
        let descriptions = mine.compactMap { $0.source?.description }
        #expect(descriptions.last == "\(Self.module).Badge_Previews[3]")
        let firstLine = try Self.previewLines(in: "Badge.swift")[0]
        #expect(descriptions.first == "\(Self.module)/Badge.swift:\(firstLine)")
    }

    @Test func recordHasTheDocumentedLayout() {
        // kind, reserved1 (4 bytes each), then three pointer-sized fields.
        #expect(MemoryLayout<__PreviewContentRecord>.size == 32)
        #expect(MemoryLayout<__PreviewContentRecord>.alignment == 8)
    }
}

@MainActor
@Suite struct PreviewFileNameTests {
    @Test func namesFilesAfterFileLineAndName() throws {
        let previews = Preview.all(inModule: PreviewDiscoveryTests.module)
        let badge = try #require(previews.first { $0.displayName == "Badge" })
        #expect(badge.fileName == "badge-badge")
        let unnamed = previews.filter { $0.displayName == nil && $0.source?.location != nil }
        let lines = unnamed.compactMap { $0.source?.location?.line }
        #expect(unnamed.map(\.fileName) == lines.map { "badge-\($0)" })
        let two = try #require(previews.first { $0.displayName == "Two" })
        #expect(two.fileName == "badge-previews-two")
        let third = try #require(
            previews.first { $0.source?.providerType != nil && $0.displayName == nil })
        #expect(third.fileName == "badge-previews-2")
        #expect(Preview("Ünïcode & spaces!") { EmptyView() }.fileName == "preview-n-code-spaces")
        #expect(Preview { EmptyView() }.fileName == "preview")
    }

    @Test func canvasesFollowTheLayout() throws {
        let previews = Preview.all(inModule: PreviewDiscoveryTests.module)
        let fixed = try #require(previews.first { $0.layout == .fixed(width: 120, height: 80) })
        // Fixed, whatever the orientation.
        #expect(fixed.canvasSize(of: fixed.content()) == CGSize(width: 120, height: 80))
        let device = try #require(
            previews.first { $0.source?.location != nil && $0.layout == .device })
        #expect(device.canvasSize(of: device.content()) == CGSize(width: 393, height: 852))
        let landscape = Preview(traits: .landscapeLeft) { EmptyView() }
        #expect(
            landscape.canvasSize(
                of: landscape.content(), deviceSize: CGSize(width: 100, height: 200))
                == CGSize(width: 200, height: 100))
        // Nothing to show fits in a point each way.
        let empty = Preview(traits: .sizeThatFitsLayout) { EmptyView() }
        #expect(empty.canvasSize(of: empty.content()) == CGSize(width: 1, height: 1))
    }

    /// On a device: its screen and safe area in the orientation for the device layout,
    /// no safe area otherwise; the device a provider chose wins when Kinema knows it.
    @Test func canvasesOnADeviceKeepItsSafeArea() throws {
        let previews = Preview.all(inModule: PreviewDiscoveryTests.module)
        let device = try #require(
            previews.first { $0.source?.location != nil && $0.layout == .device })
        let portrait = device.canvas(of: device.content(), on: .iPhone15)
        #expect(portrait.size == CGSize(width: 393, height: 852))
        #expect(portrait.safeAreaInsets == EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0))
        let landscape = Preview(traits: .landscapeRight) { EmptyView() }
        let turned = landscape.canvas(of: landscape.content(), on: .iPadPro11Inch)
        #expect(turned.size == CGSize(width: 1194, height: 834))
        #expect(turned.safeAreaInsets == DeviceScreen.iPadPro11Inch.landscapeSafeAreaInsets)
        let fixed = try #require(previews.first { $0.layout == .fixed(width: 120, height: 80) })
        let fixedCanvas = fixed.canvas(of: fixed.content(), on: .iPhone15)
        #expect(fixedCanvas.size == CGSize(width: 120, height: 80))
        #expect(fixedCanvas.safeAreaInsets == EdgeInsets())
        // The provider's ForEach chose an iPhone SE; the others take the fallback.
        let chosen = try #require(previews.first { $0.device != nil })
        #expect(chosen.screen(otherwise: .iPadPro11Inch) == .iPhoneSE)
        #expect(device.screen(otherwise: .iPadPro11Inch) == .iPadPro11Inch)
        #expect(device.screen() == .iPhone15)
        let unknown = Preview { EmptyView().previewDevice("Nokia 3310") }
        #expect(unknown.screen(otherwise: .iPhone13) == .iPhone13)
    }
}
