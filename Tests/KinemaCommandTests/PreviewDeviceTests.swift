// The device a preview is shown on: `--device` by name or size, a provider's
// `previewDevice(_:)` winning over it, the screen and safe area the device layout has
// (turned for landscape) and the size classes the view reads
// (PreviewFixtures/DevicePreviews.swift).
import Foundation
import KinemaCairo
import KinemaCore
import KinemaScene
import Testing

@testable import KinemaCommandLine

@MainActor
@Suite struct PreviewDeviceTests {
    @Test func findsDevicesByXcodesNamesAndTheStartOfOne() throws {
        // Screens in points, portrait, from Kinema's device table.
        #expect(try DeviceScreen.option("iphone15") == .iPhone15)
        #expect(try DeviceScreen.option("iPhone SE") == .iPhoneSE)
        // The start of one name alone, or of one family's names: its newest.
        #expect(try DeviceScreen.option("ipadmini").size == CGSize(width: 744, height: 1133))
        #expect(try DeviceScreen.option("ipad10").name == "iPad (10th generation)")
        #expect(try DeviceScreen.option("ipadpro11") == .iPadPro11Inch)
        #expect(try DeviceScreen.option("ipadair").name == "iPad Air (5th generation)")
        // An exact name wins over the longer names it starts.
        #expect(try DeviceScreen.option("iPhone 16").name == "iPhone 16")
    }

    @Test func takesAnySizeInPointsWithoutASafeArea() throws {
        let custom = try DeviceScreen.option("390x844.5")
        #expect(custom.size == CGSize(width: 390, height: 844.5))
        #expect(custom.name == "390x844.5")
        #expect(custom.safeAreaInsets == EdgeInsets())
        #expect(try DeviceScreen.option("1X1").size == CGSize(width: 1, height: 1))
    }

    @Test func refusesWhatIsNoDeviceNamingTheChoices() {
        for name in ["galaxy", "", "0x100", "100x0", "-5x10", "16385x10", "nanxnan", "10x", "x"] {
            #expect(throws: UsageError.self, "\(name)") { try DeviceScreen.option(name) }
        }
        do {
            _ = try DeviceScreen.option("iphone16p")
            Issue.record("iphone16p is ambiguous")
        } catch {
            #expect(
                "\(error)"
                    == "'iphone16p' could be 'iPhone 16 Plus', 'iPhone 16 Pro', 'iPhone 16 Pro Max'"
            )
        }
        do {
            _ = try DeviceScreen.option("galaxy")
        } catch {
            #expect("\(error)".contains("'iPad Pro (9.7-inch)', or WIDTHxHEIGHT in points"))
        }
    }

    /// The results of the device previews rendered with `extra` options, by title, and the
    /// colour at the middle of each one's first frame.
    func render(_ extra: [String]) async throws -> [String: (PreviewResult, RGBAImage.Pixel)] {
        let (status, folder) = try await PreviewRunnerTests.render(
            ["--filter", "device", "--duration", "0.1"] + extra)
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(status == 0)
        var results: [String: (PreviewResult, RGBAImage.Pixel)] = [:]
        for result in try PreviewRunnerTests.results(in: folder) {
            let image = try RGBAImage(
                contentsOfPNG: folder.appending(path: "\(result.folder)/frames/frame_00000.png"))
            results[result.title] = (result, image[image.width / 2, image.height / 2])
        }
        return results
    }

    static let red = RGBAImage.Pixel(red: 255, green: 0, blue: 0, alpha: 255)
    static let green = RGBAImage.Pixel(red: 0, green: 255, blue: 0, alpha: 255)
    static let blue = RGBAImage.Pixel(red: 0, green: 0, blue: 255, alpha: 255)

    @Test func anIPhone15ByDefault() async throws {
        let results = try await render([])
        let portrait = try #require(results["Device screen"])
        #expect((portrait.0.width, portrait.0.height) == (393, 852))
        #expect(portrait.0.device == "iPhone 15")
        #expect(portrait.1 == Self.blue)
        let landscape = try #require(results["Device screen, landscape"])
        #expect((landscape.0.width, landscape.0.height) == (852, 393))
        #expect(landscape.1 == Self.green)
    }

    /// The device layout keeps the content in the device's safe area: the status bar's 59
    /// points on top and the home indicator's 34 at the bottom of an iPhone 15 are the
    /// canvas' background.
    @Test func theDeviceLayoutHasTheSafeArea() async throws {
        let (status, folder) = try await PreviewRunnerTests.render([
            "--filter", "device screen", "--duration", "0.1",
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(status == 0)
        let portrait = try #require(
            try PreviewRunnerTests.results(in: folder).first { $0.title == "Device screen" })
        let image = try RGBAImage(
            contentsOfPNG: folder.appending(path: "\(portrait.folder)/frames/frame_00000.png"))
        let white = RGBAImage.Pixel(red: 255, green: 255, blue: 255)
        #expect(image[196, 58] == white)
        #expect(image[196, 59] == Self.blue)
        #expect(image[196, 852 - 35] == Self.blue)
        #expect(image[196, 852 - 34] == white)
        #expect(image[0, 400] == Self.blue)
    }

    @Test func theDeviceOptionAndAProvidersChoiceThatWins() async throws {
        let results = try await render(["--device", "ipadmini"])
        #expect(results.count == 4)
        let portrait = try #require(results["Device screen"])
        #expect((portrait.0.width, portrait.0.height) == (744, 1133))
        #expect(portrait.0.device == "iPad mini (6th generation)")
        #expect(portrait.1 == Self.red)
        let landscape = try #require(results["Device screen, landscape"])
        #expect((landscape.0.width, landscape.0.height) == (1133, 744))
        #expect(landscape.1 == Self.red)
        // The provider's previewDevice wins over --device.
        let chosen = try #require(results["Device chosen"])
        #expect((chosen.0.width, chosen.0.height) == (375, 667))
        #expect(chosen.0.device == "iPhone SE (3rd generation)")
        #expect(chosen.1 == Self.blue)
        // A device Kinema does not know: --device's, with a note.
        let unknown = try #require(results["Device unknown"])
        #expect((unknown.0.width, unknown.0.height) == (744, 1133))
        #expect(
            unknown.0.notes.contains(
                "previewDevice: 'Nokia 3310' is not a device Kinema knows; shown on "
                    + "iPad mini (6th generation)"))
    }

    @Test func aSizeInPoints() async throws {
        let results = try await render(["--device", "300x500", "--filter", "screen"])
        let portrait = try #require(results["Device screen"])
        #expect((portrait.0.width, portrait.0.height) == (300, 500))
    }

    @Test func refusesAnUnknownOrAmbiguousDevice() async {
        #expect(await KinemaPreviewRunner.run(["--device", "galaxy"], modules: []) == 2)
        #expect(await KinemaPreviewRunner.run(["--device", "ipad"], modules: []) == 2)
        #expect(await KinemaPreviewRunner.run(["--device", ""], modules: []) == 2)
    }
}
