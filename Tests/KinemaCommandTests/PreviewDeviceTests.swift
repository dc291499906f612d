// The device a preview is shown on: `--device` by name or size, a provider's
// `previewDevice(_:)` winning over it, the screen the device layout fills (turned for
// landscape) and the size classes the view reads (PreviewFixtures/DevicePreviews.swift).
import Foundation
import KinemaCairo
import KinemaScene
import Testing

@testable import KinemaCommandLine

@MainActor
@Suite struct PreviewDeviceTests {
    @Test func findsDevicesByXcodesNamesInAnyCase() throws {
        // Screens in points, portrait, from Apple's specifications.
        #expect(try PreviewDeviceScreen.named("iphone15").size == CGSize(width: 393, height: 852))
        #expect(try PreviewDeviceScreen.named("iPhone 15").name == "iPhone 15")
        #expect(
            try PreviewDeviceScreen.named("iPhone SE (3rd generation)").size
                == CGSize(width: 375, height: 667))
        // The start of one name alone.
        #expect(try PreviewDeviceScreen.named("ipadmini").name == "iPad mini (6th generation)")
        #expect(
            try PreviewDeviceScreen.named("ipadpro13").size == CGSize(width: 1032, height: 1376))
        // An exact name wins over the longer names it starts.
        #expect(try PreviewDeviceScreen.named("iPhone 15 Pro").name == "iPhone 15 Pro")
    }

    @Test func takesAnySizeInPoints() throws {
        let custom = try PreviewDeviceScreen.named("390x844.5")
        #expect(custom.size == CGSize(width: 390, height: 844.5))
        #expect(custom.name == "390x844.5")
        #expect(try PreviewDeviceScreen.named("1X1").size == CGSize(width: 1, height: 1))
    }

    @Test func refusesWhatIsNoDeviceNamingTheChoices() {
        for name in ["galaxy", "", "0x100", "100x0", "-5x10", "16385x10", "nanxnan", "10x", "x"] {
            #expect(throws: UsageError.self, "\(name)") { try PreviewDeviceScreen.named(name) }
        }
        do {
            _ = try PreviewDeviceScreen.named("iphone16")
            Issue.record("iphone16 is ambiguous")
        } catch {
            #expect("\(error)" == "'iphone16' could be 'iPhone 16 Pro', 'iPhone 16 Pro Max'")
        }
        do {
            _ = try PreviewDeviceScreen.named("galaxy")
        } catch {
            #expect("\(error)".contains("'iPad Pro 13-inch (M4)', or WIDTHxHEIGHT in points"))
        }
    }

    @Test func sizeClassesAsAppleDocumentsThem() throws {
        let iPhone = try PreviewDeviceScreen.named("iphone15")
        #expect(iPhone.sizeClasses(in: .portrait) == (.compact, .regular))
        #expect(iPhone.sizeClasses(in: .landscapeLeft) == (.compact, .compact))
        let large = try PreviewDeviceScreen.named("iphone15promax")
        #expect(large.sizeClasses(in: .portraitUpsideDown) == (.compact, .regular))
        #expect(large.sizeClasses(in: .landscapeRight) == (.regular, .compact))
        let iPad = try PreviewDeviceScreen.named("ipad10")
        #expect(iPad.sizeClasses(in: .portrait) == (.regular, .regular))
        #expect(iPad.sizeClasses(in: .landscapeLeft) == (.regular, .regular))
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
            unknown.0.notes.contains {
                $0.hasPrefix("previewDevice: 'Nokia 3310' is not a device Kinema knows")
                    && $0.hasSuffix("; shown on iPad mini (6th generation)")
            })
    }

    @Test func aSizeInPoints() async throws {
        let results = try await render(["--device", "300x500", "--filter", "screen"])
        let portrait = try #require(results["Device screen"])
        #expect((portrait.0.width, portrait.0.height) == (300, 500))
    }

    @Test func refusesAnUnknownOrAmbiguousDevice() async {
        #expect(await KinemaPreviewRunner.run(["--device", "galaxy"], modules: []) == 2)
        #expect(await KinemaPreviewRunner.run(["--device", "iphone16"], modules: []) == 2)
        #expect(await KinemaPreviewRunner.run(["--device", ""], modules: []) == 2)
    }
}
