// The size classes of a full-screen app on each kind of device, as Apple's Human Interface
// Guidelines list them (Layout, Device size classes).
import Foundation
import KinemaCore
import KinemaScene
import Testing

@Suite struct DeviceScreenSizeClassTests {
    @Test func anIPhoneIsCompactWideAndCompactHighInLandscape() {
        for device in [DeviceScreen.iPhone15, .iPhone13, .iPhoneSE, .iPhone15Pro] {
            #expect(device.sizeClasses(in: .portrait) == (.compact, .regular), "\(device.name)")
            #expect(device.sizeClasses(in: .portraitUpsideDown) == (.compact, .regular))
            #expect(device.sizeClasses(in: .landscapeLeft) == (.compact, .compact))
            #expect(device.sizeClasses(in: .landscapeRight) == (.compact, .compact))
        }
    }

    @Test(arguments: ["iPhone 15 Plus", "iPhone 15 Pro Max", "iPhone 16 Pro Max", "iPhone 11"])
    func theLargerIPhonesAreRegularWideInLandscape(name: String) throws {
        let device = try #require(DeviceScreen.named(name))
        #expect(device.sizeClasses(in: .portrait) == (.compact, .regular))
        #expect(device.sizeClasses(in: .landscapeLeft) == (.regular, .compact))
    }

    @Test func anIPadIsRegularBothWays() {
        for device in DeviceScreen.all where device.idiom == .pad {
            for orientation in InterfaceOrientation.allCases {
                #expect(
                    device.sizeClasses(in: orientation) == (.regular, .regular), "\(device.name)")
            }
        }
    }

    /// The iPhone 16 Pro, 402 points wide, stays compact in landscape.
    @Test func aProIsCompact() throws {
        let device = try #require(DeviceScreen.named("iPhone 16 Pro"))
        #expect(device.sizeClasses(in: .landscapeRight) == (.compact, .compact))
    }
}
