import Foundation
import KinemaCore
import KinemaScene
import Testing

@Suite("Device screens")
struct DeviceScreenTests {
    /// Pixel sizes from the Human Interface Guidelines' table (points x scale there).
    @Test(arguments: [
        ("iPhone 15", 1179.0, 2556.0), ("iPhone 15 Pro Max", 1290, 2796),
        ("iPhone 16 Pro", 1206, 2622), ("iPhone 13 mini", 1125, 2436),
        ("iPhone SE (3rd generation)", 750, 1334), ("iPhone 11", 828, 1792),
        ("iPad Pro (11-inch) (4th generation)", 1668, 2388),
        ("iPad Pro (12.9-inch) (6th generation)", 2048, 2732),
        ("iPad mini (6th generation)", 1488, 2266),
    ])
    func pixelSizesMatchTheGuidelines(name: String, width: Double, height: Double) throws {
        let device = try #require(DeviceScreen.named(name))
        #expect(Double(device.size.width * device.scale) == width)
        #expect(Double(device.size.height * device.scale) == height)
    }

    @Test func safeAreasOfTheCommonDevices() throws {
        #expect(
            DeviceScreen.iPhone15.safeAreaInsets
                == EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0))
        #expect(DeviceScreen.iPhone13.safeAreaInsets.top == 47)
        #expect(
            DeviceScreen.iPhoneSE.safeAreaInsets
                == EdgeInsets(top: 20, leading: 0, bottom: 0, trailing: 0))
        #expect(DeviceScreen.iPhoneSE.safeAreaInsets(in: .landscapeLeft) == EdgeInsets())
        #expect(
            DeviceScreen.iPadPro11Inch.safeAreaInsets(in: .landscapeRight)
                == DeviceScreen.iPadPro11Inch.safeAreaInsets)
        let landscape = DeviceScreen.iPhone15.safeAreaInsets(in: .landscapeLeft)
        #expect(landscape == EdgeInsets(top: 0, leading: 59, bottom: 21, trailing: 59))
        #expect(DeviceScreen.iPhone15.size(in: .landscapeRight) == CGSize(width: 852, height: 393))
        #expect(
            DeviceScreen.iPhone15.size(in: .portraitUpsideDown) == CGSize(width: 393, height: 852))
        #expect(DeviceScreen.default == .iPhone15)
    }

    @Test func everyDeviceIsSane() {
        #expect(Set(DeviceScreen.names).count == DeviceScreen.all.count, "names are unique")
        for device in DeviceScreen.all {
            let insets = device.safeAreaInsets
            #expect(insets.top + insets.bottom < device.size.height / 4, "\(device.name)")
            #expect(device.size.width < device.size.height, "\(device.name) is portrait")
            let pixels = device.size.width * device.scale
            #expect(pixels == pixels.rounded(), "\(device.name) has whole pixels")
            #expect(DeviceScreen.named(device.name) == device)
        }
    }

    @Test(arguments: [
        ("iphone15", "iPhone 15"), ("iPhone-15-pro", "iPhone 15 Pro"),
        ("IPHONE 15 PRO MAX", "iPhone 15 Pro Max"),
        ("iPad Pro (11-inch)", "iPad Pro (11-inch) (4th generation)"),
        ("iPhone SE", "iPhone SE (3rd generation)"), ("ipadmini", "iPad mini (6th generation)"),
    ])
    func lookupForgivesSpellingAndGeneration(query: String, name: String) {
        #expect(DeviceScreen.named(query)?.name == name)
        #expect(PreviewDevice(rawValue: query).screen?.name == name)
    }

    @Test(arguments: ["", "  ", "Pixel 8", "iPhone 99", "iPhone 15 Ultra"])
    func unknownNamesFindNothing(query: String) {
        #expect(DeviceScreen.named(query) == nil)
    }
}
